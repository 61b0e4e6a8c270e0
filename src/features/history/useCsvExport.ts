import { downloadFile } from '@/components/download-file';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getRate } from '@/api/rates';
import { useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { buildPaymentsCsv, csvFileName } from './csv';
import type { CsvFiat } from './csv';
import { fetchAllPayments } from './fetch-history';

async function rateNow(wallet: WalletConnection, currency: string | null): Promise<CsvFiat | null> {
  if (!currency) {
    return null;
  }
  try {
    const { rate } = await getRate(wallet, currency);
    return rate > 0 ? { currency, rate } : null;
  } catch {
    // The export is still worth having without the fiat column.
    return null;
  }
}

/**
 * Fetches every payment (same fallback as the list), writes the CSV and downloads it;
 * `exported` counts the payments fetched so far by the export under way.
 */
export function useCsvExport(wallet: WalletConnection) {
  const [settings] = useSettings();
  const [exported, setExported] = useState(0);
  const mutation = useMutation({
    mutationFn: async () => {
      setExported(0);
      const [{ payments }, fiat] = await Promise.all([
        fetchAllPayments(wallet, { onProgress: setExported }),
        rateNow(wallet, settings.fiatCurrency),
      ]);
      // The byte-order mark makes spreadsheet apps read the memo text as UTF-8.
      downloadFile(
        ['\ufeff', buildPaymentsCsv(payments, fiat)],
        'text/csv;charset=utf-8',
        csvFileName(wallet.name),
      );
      return payments.length;
    },
  });
  return { mutation, exported };
}
