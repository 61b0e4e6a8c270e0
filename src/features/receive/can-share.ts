/** Whether this browser can hand text to the system's share sheet (not Firefox on a desktop). */
export const canShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
