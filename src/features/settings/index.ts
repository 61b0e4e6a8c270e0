export { useSettings } from './useSettings';
export { useCurrencies, useFiatRate } from './useFiat';
export { useThemeSync } from './useThemeSync';
export type { Denomination, Settings, Theme } from './settings-store';
