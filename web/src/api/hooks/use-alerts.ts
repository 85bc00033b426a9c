import type { AlertCreate } from '@bulten/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** Query key prefix of the member's alerts and inbox (private). */
export const ALERTS_KEY = ['alerts'] as const;

/** Alarmlar: the signed-in member's price alerts. */
export function useAlerts() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...ALERTS_KEY, 'list'],
    queryFn: () => http.call('alerts.Alarmlar'),
  });
}

/** GelenKutusu: the alerts that fired, newest first. */
export function useInbox() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...ALERTS_KEY, 'inbox'],
    queryFn: () => http.call('alerts.GelenKutusu'),
  });
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

/** Alarm/Durum/{id}: pauses or resumes an alert. */
export function useSetAlertActive() {
  const { http } = useServices();
  const onSuccess = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      http.call('alerts.AlarmDurum', { params: { id: String(id) }, body: { Aktif: active } }),
    onSuccess,
  });
}

/** Alarm/Sil/{id}: deletes an alert (its inbox messages stay). */
export function useDeleteAlert() {
  const { http } = useServices();
  const onSuccess = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: number) => http.call('alerts.AlarmSil', { params: { id: String(id) } }),
    onSuccess,
  });
}
