/**
 * The origin this app is served from: the server of a wallet whose `serverUrl` is '' (the app's own
 * server, as with the sandbox), and what relative addresses are read against. Outside a browser
 * (Node tests) there is no page: localhost stands in.
 */
export const appOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';
