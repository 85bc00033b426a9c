import { endpointUrl, reportEndpoints } from '@bulten/core';
import { useEndpoint } from './use-endpoint';

/** Query key prefix of the sales report (invalidated by live trade events). */
export const SALES_REPORT_KEY = ['salesReport'] as const;

/** The path of GetBorsaSatisRaporu for a period and channel (TUMU: no filter), with an optional `format`. */
export function salesReportPath(from: string, to: string, channel: string, format?: string): string {
  const kanal = channel === 'TUMU' ? undefined : channel;
  return endpointUrl(reportEndpoints.GetBorsaSatisRaporu, { from, to }, { kanal, format });
}

/** GetBorsaSatisRaporu: sales per group, class and product against the same period a year earlier. */
export function useSalesReport(from: string, to: string, channel: string) {
  const request = { params: { from, to }, query: { kanal: channel === 'TUMU' ? undefined : channel } };
  const key = [...SALES_REPORT_KEY, from, to, channel];
  return useEndpoint('report.GetBorsaSatisRaporu', key, request, { keepPrevious: true });
}
