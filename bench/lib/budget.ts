/** The app's performance budgets: one place, read by each measurement and written to app.json. */

export const KB = 1000; // gzip sizes in kB (1000 bytes), as Vite and the budgets state them
export const BUDGET = {
  initialJsKb: 110,
  initialCssKb: 15,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  scanMs: 150,
  decodeFrameMs: 50,
  decodeFailMs: 400,
  historyLongTaskMs: 50,
  historyRequestsPerScreen: 2,
  paymentShownMs: 500,
  // The PIN's scrypt cost is fitted to the device when it is set (about 0.6 s, lib/kdf-calibration).
  unlockShownMs: 1_000,
};
