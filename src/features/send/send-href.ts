import { paths } from '@/lib/paths';

/**
 * Where to send a person to pay `input` (a pasted or scanned BOLT-11 invoice, `lightning:` prefix
 * allowed): the Send screen opens with it filled in and decoded, and never pays by itself.
 */
export function sendInvoiceHref(input: string): string {
  const invoice = input.trim();
  return invoice
    ? `${paths.send.getHref()}?${new URLSearchParams({ invoice }).toString()}`
    : paths.send.getHref();
}
