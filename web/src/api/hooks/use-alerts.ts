import type { AlertCreate } from '@bulten/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import type { HttpClient } from '../http';
import { useEndpoint } from './use-endpoint';

/** Query key prefix of the member's alerts and inbox (private). */
export const ALERTS_KEY = ['alerts'] as const;

/** Mutation key of the changes to listed alerts (pause, resume, delete), whose refusals the list shows. */
export const ALERT_CHANGE_KEY = [...ALERTS_KEY, 'change'] as const;

/** Alarmlar: the signed-in member's price alerts. */
export function useAlerts() {
  return useEndpoint('alerts.Alarmlar', [...ALERTS_KEY, 'list'], {});
}

/** GelenKutusu: the alerts that fired, newest first. */
export function useInbox() {
  return useEndpoint('alerts.GelenKutusu', [...ALERTS_KEY, 'inbox'], {});
}

function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
}

/** Alarm/Create: sets a new alert. */
export function useCreateAlert() {
  const { http } = useServices();
  const onSuccess = useRefreshAlerts();
  return useMutation({
    mutationFn: (body: AlertCreate) => http.call('alerts.AlarmCreate', { body }),
    onSuccess,
  });
}

/**
 * A change to a listed alert: keyed so that the list shows its refusal, and refreshing the alerts once it went
 * through.
 */
function useAlertChange<V, R>(change: (http: HttpClient, vars: V) => Promise<R>) {
  const { http } = useServices();
  const onSuccess = useRefreshAlerts();
  return useMutation({
    mutationKey: ALERT_CHANGE_KEY,
    mutationFn: (vars: V) => change(http, vars),
    onSuccess,
  });
}

/** Alarm/Durum/{id}: pauses or resumes an alert. */
export function useSetAlertActive() {
  return useAlertChange((http, { id, active }: { id: number; active: boolean }) =>
    http.call('alerts.AlarmDurum', { params: { id: String(id) }, body: { Aktif: active } }),
  );
}

/** Alarm/Sil/{id}: deletes an alert (its inbox messages stay). */
export function useDeleteAlert() {
  return useAlertChange((http, id: number) => http.call('alerts.AlarmSil', { params: { id: String(id) } }));
}
