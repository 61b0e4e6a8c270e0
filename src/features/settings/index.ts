export { useSettings } from './useSettings';
export { useCurrencies, useFiatRate } from './useFiat';
export type { Denomination, Settings, Theme } from './settings-store';
