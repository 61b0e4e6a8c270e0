// Wider than the app's column on a wide screen, for the two columns docs/design.md asks for there
// (the list beside "Connect an app", the form beside its summary, the QR beside its details).
// AppShell's column is 32rem inside from lg (36rem less 2rem padding each side), in a page 14rem
// narrower than the window (the rail); these take up to 60rem (a tab screen) or 48rem (a flow) of
// that, centred, and stay 2rem clear of each edge. Phones are untouched.

/** Around a tab screen's content. */
export const WIDE_TAB = 'lg:mx-[calc((32rem_-_min(60rem,_100vw_-_18rem))_/_2)]';

/** Around a FlowScreen. */
export const WIDE_FLOW = 'lg:mx-[calc((32rem_-_min(48rem,_100vw_-_18rem))_/_2)]';
