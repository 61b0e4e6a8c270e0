/**
 * Whether this page is inside a frame: someone else's page around it, which could hide it, dress
 * it up or steer a tap onto Pay (clickjacking). The sandbox forbids framing with headers; a
 * static host may send none, so the app checks for itself. Reading `top` never throws today, but
 * an exception here means a frame whose parent refuses to be looked at: framed all the same.
 */
export function isFramed(view: { readonly top: object | null; readonly self: object }): boolean {
  try {
    return view.top !== view.self;
  } catch {
    return true;
  }
}
