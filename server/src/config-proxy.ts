import { isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) knows for ranges of addresses. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip ?? '');
  const n = Number(bits);
  return (
    rest.length === 0 && family > 0 && /^\d+$/.test(bits ?? '') && n <= (family === 4 ? 32 : 128)
  );
};

/**
 * TRUST_PROXY (docs/deploy.md#several-instances): unset, empty, `false` or `0` trust no proxy; a hop
 * count (`1`) or a comma list of proxy addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8`). `true`,
 * which would believe any client's X-Forwarded-For and let every request claim a fresh source,
 * is refused, as is anything else.
 */
export function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxies in front (1) or their addresses (127.0.0.1,10.0.0.0/8)",
    );
  const list = value.split(',').map((e) => e.trim());
  const bad = list.find((e) => !isProxyAddress(e));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY: "${bad}" is neither a hop count nor an IP address or CIDR range of a proxy`,
    );
  return list;
}
