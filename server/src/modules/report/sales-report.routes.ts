import { reportEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendFile, tableFile } from '../../http/exports/table-export.js';
import { jsonOrFile } from '../../http/json-or-file.js';
import { channelParam, rangeParams } from '../../http/params.js';
import { route } from '../../http/route.js';
import { salesReportExample } from './report.examples.js';
import { salesReportFilename, salesReportTable } from './sales-report.export.js';
import { salesReportPdf } from './sales-report.pdf.js';
import { salesReport } from './sales-report.service.js';

/** Registers the sales report under both bulletin prefixes. */
export function registerSalesReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    reportEndpoints.GetBorsaSatisRaporu,
    {
      docs: {
        tag: 'Bülten: raporlar',
        summary: 'Exchange sales report',
        description:
          "Per group, class and product (catalogue order) that traded in the period or in the same period a year earlier: quantity, amount, trade count, weighted average, share of the period's amount, the year-earlier figures and the changes in %. Toplam sums amounts and counts (quantities of different units are not added). The range is at most 20 years. `?kanal=` filters a channel. `?format=csv|xlsx|pdf` downloads the report (PDF: A4 with the exchange name, period, totals and page numbers).",
        example: salesReportExample,
      },
    },
    async (request, reply) =>
      jsonOrFile(
        request,
        ['csv', 'xlsx', 'pdf'],
        (lang) => {
          const range = rangeParams(request.params.from, request.params.to);
          const channels = channelParam(request.query.kanal);
          return salesReport(ctx, lang, { ...range, ...(channels ? { channels } : {}) });
        },
        async (report, format, lang) => {
          const base = salesReportFilename(report, lang);
          if (format === 'pdf') {
            const body = await salesReportPdf(report, lang, ctx.now());
            return sendFile(reply, { body, contentType: 'application/pdf', filename: `${base}.pdf` });
          }
          return sendFile(reply, await tableFile(salesReportTable(report, lang), lang, format, base));
        },
      ),
  );
}
