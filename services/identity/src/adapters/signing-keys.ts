import { generateKeyPairSync } from 'node:crypto';
import { persistentSecret } from '@winzmail/platform';
import { exportJWK, importPKCS8, SignJWT, type JWK } from 'jose';

export interface TokenClaims {
  sub: string;
  org: string;
  /**
   * The organisation's name, so the gateway answers /org/me without asking identity. Organisations
   * cannot be renamed; a rename feature must refresh tokens (or drop this claim).
   */
  org_name: string;
  email: string;
  adm: boolean;
  /** The session the token belongs to: gateways refuse it once the session is revoked. */
  sid: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  jwks(): { keys: JWK[] };
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const ALG = 'EdDSA';

/**
 * Ed25519 signing key: from config, or generated once and kept under the data directory.
 * The gateway verifies tokens locally with the public half (GetSigningKeys).
 */
export async function openSigner(settings: {
  privateKeyPem: string | undefined;
  dataDir: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}): Promise<TokenSigner> {
  const pem = await persistentSecret(
    settings.privateKeyPem,
    settings.dataDir,
    'jwt-ed25519.pem',
    () =>
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  const privateKey = await importPKCS8(pem, ALG, { extractable: true });
  const fullJwk = await exportJWK(privateKey);
  // The public JWK is the private one without `d`; the key id is a hash-free short tag of x.
  const { d: _private, ...publicJwk } = fullJwk;
  const kid = (publicJwk.x ?? '').slice(0, 16);
  const jwk: JWK = { ...publicJwk, kid, alg: ALG, use: 'sig' };
  return {
    issuer: settings.issuer,
    audience: settings.audience,
    ttlSeconds: settings.ttlSeconds,
    jwks: () => ({ keys: [jwk] }),
    sign: (claims) =>
      new SignJWT({
        org: claims.org,
        org_name: claims.org_name,
        email: claims.email,
        adm: claims.adm,
        sid: claims.sid,
      })
        .setProtectedHeader({ alg: ALG, kid })
        .setSubject(claims.sub)
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setIssuedAt()
        .setExpirationTime(`${settings.ttlSeconds}s`)
        .sign(privateKey),
  };
}
