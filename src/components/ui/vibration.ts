// What an outcome feels like on a device with a motor (OutcomeScreen's `vibrateMs`).

/** Money out: one short pulse, a confirmation, not an alarm. */
export const PAID_VIBRATION_MS = 40;
/** Money in: a short buzz, felt but not startling; devices without a motor ignore it. */
export const RECEIVED_VIBRATION_MS = [40, 60, 40];
