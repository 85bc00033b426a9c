import { z } from 'zod';
import { alertCreateSchema, alertSchema, alertStateSchema, inboxMessageSchema } from '../contract/alerts.js';
import { okResponseSchema } from '../contract/auth.js';
import { MEMBERS } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';

const UYE = `${API_PREFIX}/Uye`;
const alertParams = z.object({ id: z.string().describe('Alert id') });

/** A signed-in member's price alerts and the inbox of the alerts that fired. */
export const alertEndpoints = endpointArea('alerts', {
  Alarmlar: endpoint({
    method: 'GET',
    paths: [`${UYE}/Alarmlar`],
    response: z.array(alertSchema),
    access: MEMBERS,
  }),
  AlarmCreate: endpoint({
    method: 'POST',
    paths: [`${UYE}/Alarm/Create`],
    body: alertCreateSchema,
    response: alertSchema,
    access: MEMBERS,
  }),
  AlarmDurum: endpoint({
    method: 'POST',
    paths: [`${UYE}/Alarm/Durum/{id}`],
    params: alertParams,
    body: alertStateSchema,
    response: alertSchema,
    access: MEMBERS,
  }),
  AlarmSil: endpoint({
    method: 'POST',
    paths: [`${UYE}/Alarm/Sil/{id}`],
    params: alertParams,
    response: okResponseSchema,
    access: MEMBERS,
  }),
  GelenKutusu: endpoint({
    method: 'GET',
    paths: [`${UYE}/GelenKutusu`],
    response: z.array(inboxMessageSchema),
    access: MEMBERS,
  }),
});
