/** nwcprovider's permission ids and the NIP-47 methods each allows (docs/lnbits-behaviour.md E16). */
export const NWC_PERMISSIONS = {
  pay: {
    name: 'Send payments',
    methods: ['multi_pay_invoice', 'pay_invoice', 'pay_keysend', 'multi_pay_keysend'],
    default: true,
  },
  invoice: { name: 'Create invoices', methods: ['make_invoice'], default: true },
  lookup: { name: 'Lookup status of invoice', methods: ['lookup_invoice'], default: true },
  history: { name: 'Read transaction history', methods: ['list_transactions'], default: true },
  balance: { name: 'Read wallet balance', methods: ['get_balance'], default: true },
  info: { name: 'Read account info', methods: ['get_info'], default: true },
} as const satisfies Record<string, { name: string; methods: string[]; default: boolean }>;

/**
 * The methods the wallet service answers, in the order nwcprovider 1.1.2 registers them (its info
 * event and get_info list them so); keysend is not among them, as LNbits cannot send one.
 */
export const SUPPORTED_METHODS = [
  'pay_invoice',
  'multi_pay_invoice',
  'make_invoice',
  'lookup_invoice',
  'list_transactions',
  'get_balance',
  'get_info',
] as const;

/** Whether a connection with these permission ids (space-separated) may call `method`. */
export function allows(permissions: string, method: string): boolean {
  return permissions
    .split(/\s+/)
    .filter(Boolean)
    .some((id) =>
      (
        NWC_PERMISSIONS[id as keyof typeof NWC_PERMISSIONS]?.methods as
          readonly string[] | undefined
      )?.includes(method),
    );
}
