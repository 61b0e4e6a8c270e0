import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as secp from '@noble/secp256k1';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, hex } from '@scure/base';
import {
  Bolt11Error,
  FEATURE_NAMES,
  TAG,
  decodeBolt11,
  featureMap,
  featureName,
  invoiceSigningHash,
  isExpired,
  secondsUntilExpiry,
  type Bolt11ErrorCode,
  type DecodedBolt11,
  type RouteHintHop,
} from './bolt11.ts';
import { decodeBolt11Unverified } from './bolt11-decode.ts';

// The test's own writer frames invoices with @scure/base.
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const bytesToHex = (bytes: Uint8Array) => hex.encode(bytes);
const hexToBytes = (text: string) => hex.decode(text);
const bytesToWords = (bytes: Uint8Array) => bech32.toWords(bytes);
const encodeBech32 = (hrp: string, words: number[]) => bech32.encode(hrp, words, false);

// ---------------------------------------------------------------------------------------------
// Vectors: the BOLT 11 spec's test vectors, and self-made ones signed with the spec's key.
// ---------------------------------------------------------------------------------------------

interface SpecVector {
  id: string;
  invoice: string;
  network: DecodedBolt11['network'];
  amountMsat: bigint | null;
  timestamp: number;
  expiry: number;
  minFinalCltv: number;
  paymentHash: string;
  description?: string;
  descriptionHash?: string;
  features: number[];
  fallbackVersions?: number[];
  metadata?: string;
  routeHints?: RouteHintHop[][];
}

interface SelfMadeVector {
  id: string;
  invoice: string;
  network: DecodedBolt11['network'];
  amountMsat: bigint | null;
  timestamp: number;
  expiresAt: number;
  description?: string;
  descriptionHash?: string;
}

/** Private key of every spec and self-made vector. */
const SPEC_PRIVATE_KEY = 'e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734';
const SPEC_PAYEE = '03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad';
const SPEC_SECRET = '11'.repeat(32);
const CURVE_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const SPEC_VALID: SpecVector[] = [
  {
    id: 'V1',
    invoice:
      'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql',
    network: 'mainnet',
    amountMsat: null,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'Please consider supporting this project',
    features: [8, 14],
  },
  {
    id: 'V2',
    invoice:
      'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    network: 'mainnet',
    amountMsat: 250000000n,
    timestamp: 1496314658,
    expiry: 60,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: '1 cup coffee',
    features: [8, 14],
  },
  {
    id: 'V3',
    invoice:
      'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpu9qrsgqhtjpauu9ur7fw2thcl4y9vfvh4m9wlfyz2gem29g5ghe2aak2pm3ps8fdhtceqsaagty2vph7utlgj48u0ged6a337aewvraedendscp573dxr',
    network: 'mainnet',
    amountMsat: 250000000n,
    timestamp: 1496314658,
    expiry: 60,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'ナンセンス 1杯',
    features: [8, 14],
  },
  {
    id: 'V4',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp7ynn44',
    network: 'mainnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
  },
  {
    id: 'V5',
    invoice:
      'lntb20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un989qrsgqdj545axuxtnfemtpwkc45hx9d2ft7x04mt8q7y6t0k2dge9e7h8kpy9p34ytyslj3yu569aalz2xdk8xkd7ltxqld94u8h2esmsmacgpghe9k8',
    network: 'testnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
    fallbackVersions: [17],
  },
  {
    id: 'V6',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfpp3qjmp7lwpagxun9pygexvgpjdc4jdj85fr9yq20q82gphp2nflc7jtzrcazrra7wwgzxqc8u7754cdlpfrmccae92qgzqvzq2ps8pqqqqqqpqqqqq9qqqvpeuqafqxu92d8lr6fvg0r5gv0heeeqgcrqlnm6jhphu9y00rrhy4grqszsvpcgpy9qqqqqqgqqqqq7qqzq9qrsgqdfjcdk6w3ak5pca9hwfwfh63zrrz06wwfya0ydlzpgzxkn5xagsqz7x9j4jwe7yj7vaf2k9lqsdk45kts2fd0fkr28am0u4w95tt2nsq76cqw0',
    network: 'mainnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
    fallbackVersions: [17],
    routeHints: [
      [
        {
          pubkey: '029e03a901b85534ff1e92c43c74431f7ce72046060fcf7a95c37e148f78c77255',
          shortChannelId: '66051x263430x1800',
          feeBaseMsat: 1,
          feeProportionalMillionths: 20,
          cltvExpiryDelta: 3,
        },
        {
          pubkey: '039e03a901b85534ff1e92c43c74431f7ce72046060fcf7a95c37e148f78c77255',
          shortChannelId: '197637x395016x2314',
          feeBaseMsat: 2,
          feeProportionalMillionths: 30,
          cltvExpiryDelta: 4,
        },
      ],
    ],
  },
  {
    id: 'V7',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppj3a24vwu6r8ejrss3axul8rxldph2q7z99qrsgqz6qsgww34xlatfj6e3sngrwfy3ytkt29d2qttr8qz2mnedfqysuqypgqex4haa2h8fx3wnypranf3pdwyluftwe680jjcfp438u82xqphf75ym',
    network: 'mainnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
    fallbackVersions: [18],
  },
  {
    id: 'V8',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppqw508d6qejxtdg4y5r3zarvary0c5xw7k9qrsgqt29a0wturnys2hhxpner2e3plp6jyj8qx7548zr2z7ptgjjc7hljm98xhjym0dg52sdrvqamxdezkmqg4gdrvwwnf0kv2jdfnl4xatsqmrnsse',
    network: 'mainnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
    fallbackVersions: [0],
  },
  {
    id: 'V9',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfp4qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q9qrsgq9vlvyj8cqvq6ggvpwd53jncp9nwc47xlrsnenq2zp70fq83qlgesn4u3uyf4tesfkkwwfg3qs54qe426hp3tz7z6sweqdjg05axsrjqp9yrrwc',
    network: 'mainnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
    fallbackVersions: [0],
  },
  {
    id: 'V10',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfp4pptdvg0d2nj99568qn6ssdy4cygnwuxgw2ukmnwgwz7jpqjz2kszs9qrsgqy606dznq28exnydt2r4c29y56xjtn3sk4mhgjtl4pg2y4ar3249rq4ajlmj9jy8zvlzw7cr8mggqzm842xfr0v72rswzq9xvr4hknfsqwmn6xd',
    network: 'mainnet',
    amountMsat: 2000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    descriptionHash: '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    features: [8, 14],
    fallbackVersions: [1],
  },
  {
    id: 'V11',
    invoice:
      'lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9q9qrsgqrvgkpnmps664wgkp43l22qsgdw4ve24aca4nymnxddlnp8vh9v2sdxlu5ywdxefsfvm0fq3sesf08uf6q9a2ke0hc9j6z6wlxg5z5kqpu2v9wz',
    network: 'mainnet',
    amountMsat: 967878534n,
    timestamp: 1572468703,
    expiry: 604800,
    minFinalCltv: 10,
    paymentHash: '462264ede7e14047e9b249da94fefc47f41f7d02ee9b091815a5506bc8abf75f',
    description:
      'Blockstream Store: 88.85 USD for Blockstream Ledger Nano S x 1, "Back In My Day" Sticker x 2, "I Got Lightning Working" Sticker x 2 and 1 more items',
    features: [8, 14],
    routeHints: [
      [
        {
          pubkey: '03d06758583bb5154774a6eb221b1276c9e82d65bbaceca806d90e20c108f4b1c7',
          shortChannelId: '589390x3312x1',
          feeBaseMsat: 1000,
          feeProportionalMillionths: 2500,
          cltvExpiryDelta: 40,
        },
      ],
    ],
  },
  {
    id: 'V12',
    invoice:
      'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2a25dxl5hrntdtn6zvydt7d66hyzsyhqs4wdynavys42xgl6sgx9c4g7me86a27t07mdtfry458rtjr0v92cnmswpsjscgt2vcse3sgpz3uapa',
    network: 'mainnet',
    amountMsat: 2500000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'coffee beans',
    features: [8, 14, 99],
  },
  {
    id: 'V13',
    invoice:
      'LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA',
    network: 'mainnet',
    amountMsat: 2500000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'coffee beans',
    features: [8, 14, 99],
  },
  {
    id: 'V14',
    invoice:
      'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2qrqqqfppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhpnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqspnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnp5qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnpkqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqz599y53s3ujmcfjp5xrdap68qxymkqphwsexhmhr8wdz5usdzkzrse33chw6dlp3jhuhge9ley7j2ayx36kawe7kmgg8sv5ugdyusdcqzn8z9x',
    network: 'mainnet',
    amountMsat: 2500000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'coffee beans',
    features: [8, 14, 99],
    fallbackVersions: [19],
  },
  {
    id: 'V15',
    invoice:
      'lnbc10m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdp9wpshjmt9de6zqmt9w3skgct5vysxjmnnd9jx2mq8q8a04uqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q2gqqqqqqsgq7hf8he7ecf7n4ffphs6awl9t6676rrclv9ckg3d3ncn7fct63p6s365duk5wrk202cfy3aj5xnnp5gs3vrdvruverwwq7yzhkf5a3xqpd05wjc',
    network: 'mainnet',
    amountMsat: 1000000000n,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'payment metadata inside',
    features: [8, 14, 48],
    metadata: '01fafaf0',
  },
  {
    id: 'V16',
    invoice:
      'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap2r09nt4ndd0unm3z9u5t48y6ucv4r5sg7lk98c77ctvjczkspk5qprc90gx',
    network: 'mainnet',
    amountMsat: null,
    timestamp: 1496314658,
    expiry: 3600,
    minFinalCltv: 18,
    paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
    description: 'Please consider supporting this project',
    features: [8, 14],
  },
];

const SPEC_INVALID: Array<{ id: string; invoice: string; code: Bolt11ErrorCode }> = [
  {
    id: 'X1', // unknown even feature bit 100
    invoice:
      'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q4psqqqqqqqqqqqqqqqqsgqtqyx5vggfcsll4wu246hz02kp85x4katwsk9639we5n5yngc3yhqkm35jnjw4len8vrnqnf5ejh0mzj9n3vz2px97evektfm2l6wqccp3y7372',
    code: 'feature',
  },
  {
    id: 'X2', // bech32 checksum invalid
    invoice:
      'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrnt',
    code: 'checksum',
  },
  {
    id: 'X3', // no '1' separator
    invoice:
      'pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    code: 'bech32',
  },
  {
    id: 'X4', // mixed case
    invoice:
      'LNBC2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    code: 'mixed-case',
  },
  {
    id: 'X5', // signature not recoverable
    invoice:
      'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqwgt7mcn5yqw3yx0w94pswkpq6j9uh6xfqqqtsk4tnarugeektd4hg5975x9am52rz4qskukxdmjemg92vvqz8nvmsye63r5ykel43pgz7zq0g2',
    code: 'signature',
  },
  {
    id: 'X6', // too short
    invoice:
      'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh',
    code: 'length',
  },
  {
    id: 'X7', // invalid multiplier 'x'
    invoice:
      'lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqrrzc4cvfue4zp3hggxp47ag7xnrlr8vgcmkjxk3j5jqethnumgkpqp23z9jclu3v0a7e0aruz366e9wqdykw6dxhdzcjjhldxq0w6wgqcnu43j',
    code: 'amount',
  },
  {
    id: 'X8', // pico amount not ending in 0 (sub-msat)
    invoice:
      'lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgq0lzc236j96a95uv0m3umg28gclm5lqxtqqwk32uuk4k6673k6n5kfvx3d2h8s295fad45fdhmusm8sjudfhlf6dcsxmfvkeywmjdkxcp99202x',
    code: 'amount',
  },
  {
    id: 'X9', // missing payment secret 's'
    invoice:
      'lnbc20m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp49qdkj',
    code: 'missing-field',
  },
  {
    id: 'X10', // high-S signature while 'n' field present
    invoice:
      'lnbc25m1p70xwfzpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaqnp4q0n326hr8v9zprg8gsvezcch06gfaqqhde2aj730yg0durunfhv66sp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsp5cfzp9ugllvk03rltd6hvndxj26ux6gcxc5azyxk060rj9tzghct5zvjlps76gx8wpq5yuu79688k8gnm2c0al6v608s96l0xzrrlqqwnzxmu',
    code: 'signature',
  },
];

const SELF_MADE: SelfMadeVector[] = [
  {
    id: 'PAY_OK',
    invoice:
      'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp52pmnmv375qhm6gs55zn7rs58lh67knfl82zdnqpdqp6v368da4hsxqzjccqzpg9qyzsqqt0p50xzswhuwqmxmjmqu6plqwsyymucncr98t6yl9fyw3axgr6xhpwnnca520ylr47697ylan3dk7wh3jp0g8xendfyawcvhzh035lgp2px3um',
    network: 'mainnet',
    amountMsat: 10000n,
    timestamp: 1700000000,
    expiresAt: 1700000600,
    descriptionHash: '50773db23ea02fbd2214a0a7e1c287fdf5eb4d3f3a84d9802d0074c8e8eded6f',
  },
  {
    id: 'PAY_AMOUNT_MISMATCH',
    invoice:
      'lnbc200n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp52pmnmv375qhm6gs55zn7rs58lh67knfl82zdnqpdqp6v368da4hsxqzjccqzpg9qyzsqqz7zpy4zlpa27589dqdm49mu8mf6lezprfnd3avtcdpje25ayg3vqp49gn4njlgdxferugf6tymgcc4fzng75dxgqghcvel7wg0x6l7cpc5smq6',
    network: 'mainnet',
    amountMsat: 20000n,
    timestamp: 1700000000,
    expiresAt: 1700000600,
    descriptionHash: '50773db23ea02fbd2214a0a7e1c287fdf5eb4d3f3a84d9802d0074c8e8eded6f',
  },
  {
    id: 'PAY_HASH_MISMATCH',
    invoice:
      'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp5tpem2p90lly9rlytv30l448764xpj8mkzdlt64np0s9kqfal3h4sxqzjccqzpg9qyzsqqaag60cuepdtcxamtd77lts20afnlszu7q65ynte4xe94g4eagpyzk9xhsvhw593astesdx0kgh8cgnvs300asqzz57vz4dfegr49jdspta00k5',
    network: 'mainnet',
    amountMsat: 10000n,
    timestamp: 1700000000,
    expiresAt: 1700000600,
    descriptionHash: '5873b504afffc851fc8b645ffad4fed54c191f76137ebd56617c0b6027bf8deb',
  },
  {
    id: 'PAY_D_INSTEAD_OF_H',
    invoice:
      'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdq52pshjgr5dusxzmrfvdjsxqzjccqzpg9qyzsqq9ellp93p8g97tg5wm7hgrteu0mwfjfl5dqw3k4cfysgrm6w9ynkxuvar0jmmc5j0rqkyr2rl9530ep4jvp8z30sku5jeagy9qpukkggq8dsr9r',
    network: 'mainnet',
    amountMsat: 10000n,
    timestamp: 1700000000,
    expiresAt: 1700000600,
    description: 'Pay to alice',
  },
  {
    id: 'PAY_AMOUNTLESS',
    invoice:
      'lnbc1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqsv9h8jgrpd4hh2mn59qyzsqqawx9xgxsy3vrt962f8m7j3xaymj35d68rr80vuq8pzjht8u90fc35wa6qfhg0stt7nmfxynr4trzcz0hywvup6munyy84vv6la6ujmcqqjz8rv',
    network: 'mainnet',
    amountMsat: null,
    timestamp: 1700000000,
    expiresAt: 1700003600,
    description: 'any amount',
  },
  {
    id: 'REGTEST_1SAT',
    invoice:
      'lnbcrt10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqvwfjkwar9wd6q9qyzsqqx08yu8rzxu8srevwqx099r88t3ffvt8er2thwc99fjgfydht84fjkqn4hdj9lcqq9ptnmn5cr7kn5jkynayxe32hqlkcqxh4xncq5dsqwes00h',
    network: 'regtest',
    amountMsat: 1000n,
    timestamp: 1700000000,
    expiresAt: 1700003600,
    description: 'regtest',
  },
  {
    id: 'SIGNET_1SAT',
    invoice:
      'lntbs10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdq2wd5kwmn9ws9qyzsqqujv6d74gzhflyxx4ss5sftw8p3f48gfvq2qgcyd0u0s0j5qmpepjvt4arh6mrqw98wj758shavmmz4evf9llccyensafd58z0ll4jpsqzl6gdy',
    network: 'signet',
    amountMsat: 1000n,
    timestamp: 1700000000,
    expiresAt: 1700003600,
    description: 'signet',
  },
  {
    id: 'TESTNET_1SAT',
    invoice:
      'lntb10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqvw3jhxarwv46q9qyzsqqmc6rarhh0thgyljn0mc5k4gxcjvz8qrd0kll0gdf45frfmuena39yv0zcwfy24jar5hzxnm9nw97a0mnysu9wug5965ypg7ngqlq4mqq6xl7ru',
    network: 'testnet',
    amountMsat: 1000n,
    timestamp: 1700000000,
    expiresAt: 1700003600,
    description: 'testnet',
  },
  {
    id: 'XSS_MEMO',
    invoice:
      'lnbc10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdpd835k6eeqwdexx0tcyphkuetjwfhhy0tpd3jhyapgxy5nu9qyzsqqjm3p6ehnplj2utzyl9mqsp6ns9wcdzlzxqsa5h07cssx64a59zs9fjhc2k5ym65djsu3gu6ryxkgv7z3v3skdaj7dwmz9dnjcyqhcnsqu83k7y',
    network: 'mainnet',
    amountMsat: 1000n,
    timestamp: 1700000000,
    expiresAt: 1700003600,
    description: '<img src=x onerror=alert(1)>',
  },
];

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function errorCode(fn: () => unknown): Bolt11ErrorCode | 'no error' | 'not a Bolt11Error' {
  try {
    fn();
    return 'no error';
  } catch (e) {
    return e instanceof Bolt11Error ? e.code : 'not a Bolt11Error';
  }
}

/** hrp and data words (checksum dropped) of an invoice. */
function splitInvoice(invoice: string): { hrp: string; words: number[] } {
  const lower = invoice.toLowerCase();
  const sep = lower.lastIndexOf('1');
  const words = [...lower.slice(sep + 1, -6)].map((c) => BECH32_CHARSET.indexOf(c));
  return { hrp: lower.slice(0, sep), words };
}

// A tiny test-only writer (src/ cannot import the sandbox encoder), signing with the spec key.
secp.hashes.hmacSha256 = (key, msg) => hmac(sha256, key, msg);
const SPEC_KEY = hexToBytes(SPEC_PRIVATE_KEY);
const OTHER_KEY = hexToBytes('11'.repeat(32));
const OTHER_PUBKEY = bytesToHex(secp.getPublicKey(OTHER_KEY, true));

type Field = readonly [tag: number, words: readonly number[]];
const hex32 = (hex: string) => bytesToWords(hexToBytes(hex));
const utf8 = (s: string) => bytesToWords(new TextEncoder().encode(s));
const uint = (n: number) => {
  const w: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 32)) {
    w.unshift(v % 32);
  }
  return w;
};
const HASH = 'ab'.repeat(32);
const P: Field = [TAG.paymentHash, hex32(HASH)];
const S: Field = [TAG.paymentSecret, hex32(SPEC_SECRET)];
const D: Field = [TAG.description, utf8('test')];
const TS = 1_700_000_000;

interface FrameOptions {
  key?: Uint8Array;
  /** Replace the signature (64 bytes r‖s + recovery id) instead of signing. */
  signature?: Uint8Array;
  /** Turn the produced low-S signature into its high-S twin, keeping the recovery id. */
  highS?: boolean;
}

function frame(hrp: string, fields: readonly Field[], opts: FrameOptions = {}): string {
  const words: number[] = [];
  for (let i = 6; i >= 0; i--) {
    words.push(Math.floor(TS / 32 ** i) % 32);
  }
  for (const [tag, data] of fields) {
    words.push(tag, data.length >> 5, data.length & 31, ...data);
  }
  let sig = opts.signature;
  if (!sig) {
    const rec = secp.sign(invoiceSigningHash(hrp, words, words.length), opts.key ?? SPEC_KEY, {
      prehash: false,
      format: 'recovered',
    });
    sig = new Uint8Array(65);
    sig.set(rec.subarray(1), 0);
    sig[64] = rec[0];
    if (opts.highS) {
      const s = BigInt('0x' + bytesToHex(sig.subarray(32, 64)));
      sig.set(secp.etc.numberToBytesBE(CURVE_N - s), 32);
    }
  }
  return encodeBech32(hrp, [...words, ...bytesToWords(sig)]);
}

// ---------------------------------------------------------------------------------------------
// Spec vectors
// ---------------------------------------------------------------------------------------------

describe('decodeBolt11: BOLT 11 spec vectors', () => {
  const valid = SPEC_VALID.filter((v) => v.id !== 'V14');

  it.each(valid.map((v) => [v.id, v] as const))('%s decodes with the listed fields', (_id, v) => {
    const d = decodeBolt11(v.invoice);
    expect(d.paymentRequest).toBe(v.invoice.toLowerCase());
    expect(d.network).toBe(v.network);
    expect(d.currency).toBe(
      { mainnet: 'bc', testnet: 'tb', signet: 'tbs', regtest: 'bcrt' }[v.network],
    );
    expect(d.amountMsat).toBe(v.amountMsat);
    expect(d.timestamp).toBe(v.timestamp);
    expect(d.expirySeconds).toBe(v.expiry);
    expect(d.expiresAt).toBe(v.timestamp + v.expiry);
    expect(d.minFinalCltvExpiry).toBe(v.minFinalCltv);
    expect(d.paymentHash).toBe(v.paymentHash);
    expect(d.paymentSecret).toBe(SPEC_SECRET);
    expect(d.description).toBe(v.description);
    expect(d.descriptionHash).toBe(v.descriptionHash);
    expect(d.payee).toBe(SPEC_PAYEE);
    expect(d.features).toEqual(v.features);
    expect(d.metadata).toBe(v.metadata);
    expect(d.fallbacks.map((f) => f.version)).toEqual(v.fallbackVersions ?? []);
    expect(d.routeHints).toEqual(v.routeHints ?? []);
    expect(d.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(d.recoveryId).toBeGreaterThanOrEqual(0);
    expect(d.recoveryId).toBeLessThanOrEqual(3);
  });

  it('V5–V10 expose the fallback programs', () => {
    const byId = Object.fromEntries(
      SPEC_VALID.filter((v) => v.id !== 'V14').map((v) => [v.id, decodeBolt11(v.invoice)]),
    );
    expect(byId.V5.fallbacks).toEqual([
      { version: 17, hex: '3172b5654f6683c8fb146959d347ce303cae4ca7' },
    ]);
    expect(byId.V7.fallbacks).toEqual([
      { version: 18, hex: '8f55563b9a19f321c211e9b9f38cdf686ea07845' },
    ]);
    expect(byId.V8.fallbacks).toEqual([
      { version: 0, hex: '751e76e8199196d454941c45d1b3a323f1433bd6' },
    ]);
    expect(byId.V9.fallbacks[0].hex).toHaveLength(64);
    expect(byId.V10.fallbacks[0].version).toBe(1);
  });

  it('V13 (all upper case) decodes exactly like V12', () => {
    const v12 = SPEC_VALID.find((v) => v.id === 'V12')!;
    const v13 = SPEC_VALID.find((v) => v.id === 'V13')!;
    expect(v13.invoice).toBe(v13.invoice.toUpperCase());
    expect(decodeBolt11(v13.invoice)).toEqual(decodeBolt11(v12.invoice));
  });

  it('V16 (high-S, no n) recovers the right payee', () => {
    const v16 = SPEC_VALID.find((v) => v.id === 'V16')!;
    const d = decodeBolt11(v16.invoice);
    expect(BigInt('0x' + d.signature.slice(64))).toBeGreaterThan(CURVE_N / 2n);
    expect(d.payee).toBe(SPEC_PAYEE);
  });

  it('V14 policy: wrong-length p/h/s/n make the invoice invalid (bolts#1243, Jun 2025)', () => {
    const v14 = SPEC_VALID.find((v) => v.id === 'V14')!;
    expect(errorCode(() => decodeBolt11(v14.invoice))).toBe('field-length');
    expect(errorCode(() => decodeBolt11(v14.invoice, { verifySignature: false }))).toBe(
      'field-length',
    );
  });

  it.each(SPEC_INVALID.map((v) => [v.id, v] as const))('%s is rejected', (_id, v) => {
    expect(errorCode(() => decodeBolt11(v.invoice))).toBe(v.code);
    try {
      decodeBolt11(v.invoice);
    } catch (e) {
      expect(e).toBeInstanceOf(Error);
      expect((e as Error).message.length).toBeGreaterThan(10);
    }
  });
});

describe('decodeBolt11: self-made vectors', () => {
  it.each(SELF_MADE.map((v) => [v.id, v] as const))('%s decodes', (_id, v) => {
    const d = decodeBolt11(v.invoice);
    expect(d.network).toBe(v.network);
    expect(d.amountMsat).toBe(v.amountMsat);
    expect(d.timestamp).toBe(v.timestamp);
    expect(d.expiresAt).toBe(v.expiresAt);
    expect(d.description).toBe(v.description);
    expect(d.descriptionHash).toBe(v.descriptionHash);
    expect(d.payee).toBe(SPEC_PAYEE);
    expect(d.paymentSecret).toBe(SPEC_SECRET);
    expect(d.features).toEqual([14, 16]);
    // All of them are long expired.
    expect(isExpired(d)).toBe(true);
  });

  it('keeps markup in descriptions as plain text', () => {
    const xss = SELF_MADE.find((v) => v.id === 'XSS_MEMO')!;
    expect(decodeBolt11(xss.invoice).description).toBe('<img src=x onerror=alert(1)>');
  });
});

// ---------------------------------------------------------------------------------------------
// Input handling
// ---------------------------------------------------------------------------------------------

describe('decodeBolt11: input handling', () => {
  const v1 = SPEC_VALID[0].invoice;

  it.each([
    ['lightning: prefix', `lightning:${v1}`],
    ['LIGHTNING: prefix on upper case', `LIGHTNING:${v1.toUpperCase()}`],
    ['mixed-case scheme', `LightNing:${v1}`],
    ['lightning:// prefix', `lightning://${v1}`],
    ['surrounding whitespace', ` \n\t${v1}\r\n `],
    ['whitespace around the scheme', `  lightning:${v1}  `],
  ])('accepts %s', (_label, input) => {
    const d = decodeBolt11(input);
    expect(d.paymentRequest).toBe(v1);
    expect(d.payee).toBe(SPEC_PAYEE);
  });

  it('rejects mixed case', () => {
    const mixed = v1.slice(0, 20) + v1.slice(20, 21).toUpperCase() + v1.slice(21);
    expect(errorCode(() => decodeBolt11(mixed))).toBe('mixed-case');
  });

  it.each([
    ['empty', '', 'input'],
    ['blank', ' \n ', 'input'],
    ['scheme only', 'lightning:', 'input'],
    ['far too long', 'q'.repeat(9000), 'input'],
    ['garbage', 'notaninvoice', 'bech32'],
    ['character outside the charset', v1.slice(0, 30) + 'b' + v1.slice(31), 'bech32'],
    ['non-ASCII character', v1.slice(0, 30) + 'é' + v1.slice(31), 'bech32'],
    ['inner space', v1.slice(0, 30) + ' ' + v1.slice(30), 'bech32'],
    ['cut off', v1.slice(0, -1), 'checksum'],
    ['one typo', v1.slice(0, 40) + (v1[40] === 'q' ? 'p' : 'q') + v1.slice(41), 'checksum'],
    ['too short but checksummed', encodeBech32('lnbc', new Array(50).fill(0)), 'length'],
    ['a bech32 on-chain address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'prefix'],
  ] as const)('rejects %s', (_label, input, code) => {
    expect(errorCode(() => decodeBolt11(input))).toBe(code);
  });

  it('rejects a non-string with a Bolt11Error', () => {
    expect(errorCode(() => decodeBolt11(42 as unknown as string))).toBe('input');
    expect(errorCode(() => decodeBolt11(null as unknown as string))).toBe('input');
  });

  it('gives human-readable messages', () => {
    expect(() => decodeBolt11(v1.slice(0, -1))).toThrow(/checksum is wrong/);
    const x9 = SPEC_INVALID.find((v) => v.id === 'X9')!;
    expect(() => decodeBolt11(x9.invoice)).toThrow('Invoice has no payment secret.');
  });
});

// ---------------------------------------------------------------------------------------------
// Prefix and amount
// ---------------------------------------------------------------------------------------------

describe('decodeBolt11: prefix and amount', () => {
  it.each([
    ['lnbc', 'mainnet', null],
    ['lnbc10p', 'mainnet', 1n],
    ['lnbc9678785340p', 'mainnet', 967_878_534n],
    ['lnbc1n', 'mainnet', 100n],
    ['lnbc210n', 'mainnet', 21_000n],
    ['lnbc10u', 'mainnet', 1_000_000n],
    ['lnbc2500u', 'mainnet', 250_000_000n],
    ['lnbc20m', 'mainnet', 2_000_000_000n],
    ['lnbc1', 'mainnet', 100_000_000_000n],
    ['lnbc21000000', 'mainnet', 2_100_000_000_000_000_000n],
    [
      'lnbc123456789012345678901234567890m',
      'mainnet',
      123456789012345678901234567890n * 100_000_000n,
    ],
    ['lntb10n', 'testnet', 1000n],
    ['lntbs10n', 'signet', 1000n],
    ['lntbs', 'signet', null],
    ['lnbcrt1u', 'regtest', 100_000n],
    ['lnbcrt', 'regtest', null],
  ] as const)('%s → %s, %s msat', (hrp, network, amount) => {
    const d = decodeBolt11(frame(hrp, [P, S, D]));
    expect(d.network).toBe(network);
    expect(d.amountMsat).toBe(amount);
    expect(d.payee).toBe(SPEC_PAYEE);
  });

  it('handles amounts above 2^53 msat exactly', () => {
    const d = decodeBolt11(frame('lnbc90071992547410m', [P, S, D]));
    expect(d.amountMsat).toBe(9_007_199_254_741_000_000_000n);
    expect(d.amountMsat! > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it.each([
    ['lnsb10u', 'prefix'], // lnd simnet: non-standard
    ['lnltc10u', 'prefix'],
    ['lnxyz', 'prefix'],
    ['lntbx', 'prefix'],
    ['bc10u', 'prefix'],
    ['lnbc0u', 'amount'],
    ['lnbc025m', 'amount'],
    ['lnbcu', 'amount'],
    ['lnbc10x', 'amount'],
    ['lnbc10uu', 'amount'],
    ['lnbc11p', 'amount'],
    ['lnbc2500000001p', 'amount'],
  ] as const)('%s is rejected (%s)', (hrp, code) => {
    expect(errorCode(() => decodeBolt11(frame(hrp, [P, S, D])))).toBe(code);
  });
});

// ---------------------------------------------------------------------------------------------
// Tagged fields
// ---------------------------------------------------------------------------------------------

describe('decodeBolt11: tagged fields', () => {
  const decode = (fields: readonly Field[], opts?: FrameOptions) =>
    decodeBolt11(frame('lnbc10u', fields, opts));
  const codeFor = (fields: readonly Field[], opts?: FrameOptions) =>
    errorCode(() => decode(fields, opts));

  it('applies the defaults (x 3600, c 18, no features)', () => {
    const d = decode([P, S, D]);
    expect(d).toMatchObject({
      paymentHash: HASH,
      paymentSecret: SPEC_SECRET,
      description: 'test',
      expirySeconds: 3600,
      expiresAt: TS + 3600,
      minFinalCltvExpiry: 18,
      features: [],
      routeHints: [],
      fallbacks: [],
      payee: SPEC_PAYEE,
    });
    expect('descriptionHash' in d).toBe(false);
    expect('metadata' in d).toBe(false);
  });

  it('reads x, c, m, h and an empty d', () => {
    const d = decode([
      P,
      S,
      [TAG.descriptionHash, hex32('cd'.repeat(32))],
      [TAG.expiry, uint(86_400)],
      [TAG.minFinalCltvExpiry, uint(144)],
      [TAG.metadata, bytesToWords(hexToBytes('01fafaf0'))],
    ]);
    expect(d.descriptionHash).toBe('cd'.repeat(32));
    expect(d.description).toBeUndefined();
    expect(d.expirySeconds).toBe(86_400);
    expect(d.minFinalCltvExpiry).toBe(144);
    expect(d.metadata).toBe('01fafaf0');
    expect(decode([P, S, [TAG.description, []]]).description).toBe('');
    expect(decode([P, S, D, [TAG.expiry, []]]).expirySeconds).toBe(0);
  });

  it('replaces invalid UTF-8 in d instead of failing', () => {
    const d = decode([P, S, [TAG.description, bytesToWords(Uint8Array.of(0x61, 0xff, 0x62))]]);
    expect(d.description).toBe('a\uFFFDb');
  });

  it('skips unknown tags and fallbacks of unknown versions', () => {
    const d = decode([
      [31, [1, 2, 3, 4]],
      P,
      [TAG.fallback, [19, ...hex32('00'.repeat(32))]],
      [TAG.fallback, [0, ...bytesToWords(hexToBytes('751e76e8199196d454941c45d1b3a323f1433bd6'))]],
      S,
      [2, []],
      D,
    ]);
    expect(d.fallbacks).toEqual([{ version: 0, hex: '751e76e8199196d454941c45d1b3a323f1433bd6' }]);
    expect(d.payee).toBe(SPEC_PAYEE);
  });

  it('requires p, s and exactly one of d / h', () => {
    expect(codeFor([S, D])).toBe('missing-field');
    expect(codeFor([P, D])).toBe('missing-field');
    expect(codeFor([P, S])).toBe('missing-field');
    expect(codeFor([P, S, D, [TAG.descriptionHash, hex32('cd'.repeat(32))]])).toBe(
      'duplicate-field',
    );
  });

  it('tolerates a repeated identical field but not conflicting values', () => {
    expect(decode([P, S, S, D, D]).paymentSecret).toBe(SPEC_SECRET);
    expect(codeFor([P, [TAG.paymentHash, hex32('cd'.repeat(32))], S, D])).toBe('duplicate-field');
    expect(codeFor([P, S, D, [TAG.description, utf8('other')]])).toBe('duplicate-field');
    expect(codeFor([P, S, D, [TAG.expiry, uint(60)], [TAG.expiry, uint(61)]])).toBe(
      'duplicate-field',
    );
  });

  it('rejects p/h/s/n fields of the wrong length', () => {
    const short = hex32('00'.repeat(31));
    expect(codeFor([[TAG.paymentHash, short], S, D])).toBe('field-length');
    expect(codeFor([P, [TAG.paymentSecret, [...hex32(SPEC_SECRET), 0]], D])).toBe('field-length');
    expect(codeFor([P, S, [TAG.descriptionHash, short]])).toBe('field-length');
    expect(codeFor([P, S, D, [TAG.payee, hex32(HASH)]])).toBe('field-length');
  });

  it('rejects non-minimal integers and feature fields', () => {
    expect(codeFor([P, S, D, [TAG.expiry, [0, 1, 28]]])).toBe('field');
    expect(codeFor([P, S, D, [TAG.minFinalCltvExpiry, [0, 18]]])).toBe('field');
    expect(codeFor([P, S, D, [TAG.features, [0, 16, 8, 0]]])).toBe('field');
    expect(codeFor([P, S, D, [TAG.expiry, new Array(11).fill(31)]])).toBe('field');
  });

  it('reads feature bits: unknown even bits fail, unknown odd bits are ignored', () => {
    const bits = (list: number[]) => {
      const w = new Array(Math.floor(Math.max(...list) / 5) + 1).fill(0);
      for (const b of list) {
        w[w.length - 1 - Math.floor(b / 5)] |= 1 << (b % 5);
      }
      return w;
    };
    expect(decode([P, S, D, [TAG.features, bits([8, 14, 16, 24, 36, 48])]]).features).toEqual([
      8, 14, 16, 24, 36, 48,
    ]);
    expect(decode([P, S, D, [TAG.features, bits([9, 15, 17, 101, 255])]]).features).toEqual([
      9, 15, 17, 101, 255,
    ]);
    expect(codeFor([P, S, D, [TAG.features, bits([8, 14, 100])]])).toBe('feature');
    expect(codeFor([P, S, D, [TAG.features, bits([12])]])).toBe('feature');
    expect(decode([P, S, D, [TAG.features, []]]).features).toEqual([]);
  });

  it('reads route hints and rejects malformed ones', () => {
    const hop = (key: string, scid: [number, number, number], base: number, ppm: number) => {
      const b = new Uint8Array(51);
      b.set(hexToBytes(key), 0);
      const v = new DataView(b.buffer);
      v.setUint32(33, scid[0] << 8);
      v.setUint32(36, scid[1] << 8);
      b[39] = scid[2] >> 8;
      b[40] = scid[2] & 255;
      v.setUint32(41, base);
      v.setUint32(45, ppm);
      v.setUint16(49, 144);
      return b;
    };
    const h1 = hop(SPEC_PAYEE, [800_000, 1234, 1], 1000, 100);
    const h2 = hop(OTHER_PUBKEY, [16_777_215, 16_777_215, 65_535], 4_294_967_295, 0);
    const both = new Uint8Array(102);
    both.set(h1, 0);
    both.set(h2, 51);
    const d = decode([
      P,
      S,
      D,
      [TAG.routeHint, bytesToWords(both)],
      [TAG.routeHint, bytesToWords(h1)],
    ]);
    expect(d.routeHints).toEqual([
      [
        {
          pubkey: SPEC_PAYEE,
          shortChannelId: '800000x1234x1',
          feeBaseMsat: 1000,
          feeProportionalMillionths: 100,
          cltvExpiryDelta: 144,
        },
        {
          pubkey: OTHER_PUBKEY,
          shortChannelId: '16777215x16777215x65535',
          feeBaseMsat: 4_294_967_295,
          feeProportionalMillionths: 0,
          cltvExpiryDelta: 144,
        },
      ],
      [expect.objectContaining({ shortChannelId: '800000x1234x1' })],
    ]);
    expect(codeFor([P, S, D, [TAG.routeHint, bytesToWords(h1.subarray(0, 50))]])).toBe('field');
    expect(codeFor([P, S, D, [TAG.routeHint, []]])).toBe('field');
  });

  it('rejects a field that runs past the signature', () => {
    const words: number[] = [0, 0, 0, 0, 0, 0, 1, TAG.description, 31, 31];
    const inv = encodeBech32('lnbc', [...words, ...new Array(104).fill(0)]);
    expect(errorCode(() => decodeBolt11(inv))).toBe('length');
    const dangling = encodeBech32('lnbc', [...words.slice(0, 8), ...new Array(104).fill(0)]);
    expect(errorCode(() => decodeBolt11(dangling))).toBe('length');
  });
});

// ---------------------------------------------------------------------------------------------
// Signature
// ---------------------------------------------------------------------------------------------

describe('decodeBolt11: signature', () => {
  const N_FIELD: Field = [TAG.payee, bytesToWords(hexToBytes(SPEC_PAYEE))];

  it('verifies against n when present', () => {
    const d = decodeBolt11(frame('lnbc10u', [P, S, D, N_FIELD]));
    expect(d.payee).toBe(SPEC_PAYEE);
    expect(
      errorCode(() => decodeBolt11(frame('lnbc10u', [P, S, D, N_FIELD], { key: OTHER_KEY }))),
    ).toBe('signature');
  });

  it('rejects high S when n is present, accepts it (keeping the recovery id) otherwise', () => {
    expect(
      errorCode(() => decodeBolt11(frame('lnbc10u', [P, S, D, N_FIELD], { highS: true }))),
    ).toBe('signature');
    const d = decodeBolt11(frame('lnbc10u', [P, S, D], { highS: true }));
    expect(d.payee).toBe(SPEC_PAYEE);
    expect(BigInt('0x' + d.signature.slice(64))).toBeGreaterThan(CURVE_N / 2n);
  });

  it('recovers a different payee when the signed content changed', () => {
    const inv = frame('lnbc10u', [P, S, D]);
    const { hrp, words } = splitInvoice(inv);
    const forged = encodeBech32(hrp.replace('10u', '20u'), words);
    expect(decodeBolt11(forged).payee).not.toBe(SPEC_PAYEE);
  });

  it('rejects malformed signatures', () => {
    const sig = (r: bigint, s: bigint, rec: number) => {
      const b = new Uint8Array(65);
      b.set(secp.etc.numberToBytesBE(r), 0);
      b.set(secp.etc.numberToBytesBE(s), 32);
      b[64] = rec;
      return b;
    };
    for (const signature of [sig(1n, 1n, 4), sig(0n, 1n, 0), sig(1n, 0n, 0), sig(CURVE_N, 1n, 0)]) {
      const inv = frame('lnbc10u', [P, S, D], { signature });
      expect(errorCode(() => decodeBolt11(inv))).toBe('signature');
      expect(errorCode(() => decodeBolt11(inv, { verifySignature: false }))).toBe('signature');
    }
  });

  it('verifySignature: false skips recovery and takes the payee from n only', () => {
    for (const v of [...SPEC_VALID.filter((x) => x.id !== 'V14'), ...SELF_MADE]) {
      const full = decodeBolt11(v.invoice);
      const fast = decodeBolt11(v.invoice, { verifySignature: false });
      expect(fast).toEqual({ ...full, payee: null });
    }
    const x5 = SPEC_INVALID.find((v) => v.id === 'X5')!;
    expect(decodeBolt11(x5.invoice, { verifySignature: false }).payee).toBeNull();
    const x10 = SPEC_INVALID.find((v) => v.id === 'X10')!;
    expect(decodeBolt11(x10.invoice, { verifySignature: false }).payee).toBe(SPEC_PAYEE);
  });

  it('bolt11-decode.ts (no curve code) reads what decodeBolt11 reads, all but the signature', () => {
    for (const v of [...SPEC_VALID.filter((x) => x.id !== 'V14'), ...SELF_MADE]) {
      const full = decodeBolt11(v.invoice);
      const unverified = decodeBolt11Unverified(v.invoice);
      expect({ ...unverified, payee: full.payee }).toEqual(full);
      expect([null, full.payee]).toContain(unverified.payee);
    }
    for (const v of SPEC_INVALID) {
      const code = errorCode(() => decodeBolt11(v.invoice));
      const unverifiedCode = errorCode(() => decodeBolt11Unverified(v.invoice));
      if (code === 'signature') {
        // A malformed signature fails either way; a wrong one only when checked.
        expect(['signature', 'no error']).toContain(unverifiedCode);
      } else {
        expect(unverifiedCode).toBe(code);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Expiry and features
// ---------------------------------------------------------------------------------------------

describe('isExpired / secondsUntilExpiry', () => {
  const v2 = decodeBolt11(SPEC_VALID[1].invoice); // ts 1496314658, x 60
  const end = 1_496_314_718;

  it('uses now > timestamp + expiry', () => {
    expect(v2.expiresAt).toBe(end);
    expect(isExpired(v2, end - 60)).toBe(false);
    expect(isExpired(v2, end)).toBe(false);
    expect(isExpired(v2, end + 1)).toBe(true);
  });

  it('applies a safety margin', () => {
    expect(isExpired(v2, end - 10, 10)).toBe(false);
    expect(isExpired(v2, end - 9, 10)).toBe(true);
  });

  it('counts the seconds left', () => {
    expect(secondsUntilExpiry(v2, end - 18)).toBe(18);
    expect(secondsUntilExpiry(v2, end + 5)).toBe(-5);
  });

  it('defaults to the current clock', () => {
    expect(isExpired(v2)).toBe(true);
    const now = Math.floor(Date.now() / 1000);
    expect(isExpired({ expiresAt: now + 3600 })).toBe(false);
    const left = secondsUntilExpiry({ expiresAt: now + 3600 });
    expect(left).toBeGreaterThan(3590);
    expect(left).toBeLessThanOrEqual(3600);
  });
});

describe('featureMap', () => {
  it('matches the LNbits decode output for the spec features', () => {
    expect(featureMap([8, 14])).toEqual({
      var_onion_optin: 'required',
      payment_secret: 'required',
    });
    expect(featureMap([9, 15, 17])).toEqual({
      var_onion_optin: 'supported',
      payment_secret: 'supported',
      basic_mpp: 'supported',
    });
  });

  it('names the newer bits and the unknown ones', () => {
    expect(FEATURE_NAMES[24]).toBe('option_route_blinding');
    expect(featureName(49)).toBe('option_payment_metadata');
    expect(featureName(37)).toBe('option_attribution_data');
    expect(featureMap([99, 8, 9])).toEqual({
      unknown_98: 'supported',
      var_onion_optin: 'required',
    });
    expect(featureMap([])).toEqual({});
  });
});

// ---------------------------------------------------------------------------------------------
// Robustness and speed
// ---------------------------------------------------------------------------------------------

describe('decodeBolt11: robustness', () => {
  const onlyBolt11Errors = (input: string, verifySignature: boolean) => {
    try {
      decodeBolt11(input, { verifySignature });
    } catch (e) {
      if (!(e instanceof Bolt11Error)) {
        throw e;
      }
    }
  };
  const invoices = [...SPEC_VALID, ...SELF_MADE].map((v) => v.invoice.toLowerCase());

  it('arbitrary strings only ever throw Bolt11Error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary', maxLength: 400 }),
          fc.string({
            unit: fc.constantFrom(...'lnbc1qpzry9x8gf2tvdw0s3jn54khce6mua7lLNBC:'.split('')),
          }),
        ),
        (s) => {
          onlyBolt11Errors(s, true);
          onlyBolt11Errors(`lightning:${s}`, false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('mutated invoices only ever throw Bolt11Error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...invoices),
        fc.nat(),
        fc.constantFrom(...BECH32_CHARSET.split(''), '1', 'B', ' '),
        (inv, at, ch) => {
          const i = at % inv.length;
          onlyBolt11Errors(inv.slice(0, i) + ch + inv.slice(i + 1), false);
          onlyBolt11Errors(inv.slice(0, i), false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('re-checksummed word mutations only ever throw Bolt11Error (with recovery)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...invoices),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 31 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
        (inv, edits, verifySignature) => {
          const { hrp, words } = splitInvoice(inv);
          for (const [at, w] of edits) {
            words[at % words.length] = w;
          }
          onlyBolt11Errors(encodeBech32(hrp, words), verifySignature);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random tagged-field soups only ever throw Bolt11Error', () => {
    const field = fc.tuple(
      fc.integer({ min: 0, max: 31 }),
      fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 70 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('lnbc', 'lnbc10u', 'lntb1p', 'lnbcrt0', 'lnsb', 'ln'),
        fc.array(field, { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 104, maxLength: 104 }),
        (hrp, fields, sig) => {
          const words = [0, 1, 2, 3, 4, 5, 6];
          for (const [tag, data] of fields) {
            words.push(tag, data.length >> 5, data.length & 31, ...data);
          }
          onlyBolt11Errors(encodeBech32(hrp, [...words, ...sig]), false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
