// Types for the parts of http_ece (web-push-libs' reference implementation of RFC 8188, the one
// the `web-push` package encrypts with) that the test push receiver uses. The package ships none.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParameters {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's own key pair: with `authSecret`, the Web Push (RFC 8291) key derivation. */
    privateKey?: ECDH;
    /** Base64url text or bytes. */
    authSecret?: string | Buffer;
    /** The other side's public key, when not carried in the aes128gcm header's key id. */
    dh?: string | Buffer;
    key?: string | Buffer;
    salt?: string | Buffer;
    keyid?: string | Buffer;
    rs?: number;
  }

  const ece: {
    decrypt(buffer: Buffer, parameters: EceParameters): Buffer;
    encrypt(buffer: Buffer, parameters: EceParameters): Buffer;
  };
  export default ece;
}
