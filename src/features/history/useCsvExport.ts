import { downloadFile, saveFile, shareFile } from '@/components/download-file';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getRate } from '@/api/rates';
import { readSentRecords, useSettings } from '@/session';
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
    return { currency, rate: rate > 0 ? rate : 0 };
  } catch {
    // Still worth having: the values kept with the payments fill the fiat column without it.
    return { currency, rate: 0 };
  }
}

/**
 * Fetches every payment (same fallback as the list), writes the CSV and downloads it (shares it in
 * the installed iOS app); `exported` counts the payments fetched so far by the export under way.
 * `fileToShare` is a written file the browser would only share from a fresh tap: `shareAgain`.
 */
export function useCsvExport(wallet: WalletConnection) {
  const [settings] = useSettings();
  const [exported, setExported] = useState(0);
  const [fileToShare, setFileToShare] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      setExported(0);
      setFileToShare(null);
      const [{ payments }, fiat] = await Promise.all([
        fetchAllPayments(wallet, { onProgress: setExported }),
        rateNow(wallet, settings.fiatCurrency),
      ]);
      // The byte-order mark makes spreadsheet apps read the memo text as UTF-8.
      const saved = await saveFile(
        ['\ufeff', buildPaymentsCsv(payments, fiat, readSentRecords(wallet.id))],
        'text/csv;charset=utf-8',
        csvFileName(wallet.name),
      );
      if (saved.kind === 'needs-tap') {
        setFileToShare(saved.file);
      }
      return payments.length;
    },
  });
  const shareAgain = async () => {
    if (!fileToShare) {
      return;
    }
    const shared = await shareFile(fileToShare);
    setFileToShare(null);
    if (shared.kind === 'needs-tap') {
      // Refused even from a tap (a policy forbids sharing): the download is all that is left.
      downloadFile([fileToShare], fileToShare.type, fileToShare.name);
    }
  };
  return { mutation, exported, fileToShare, shareAgain };
}
