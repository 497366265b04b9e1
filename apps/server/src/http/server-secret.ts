import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, preparePrivateDirSync, tryChmodSync } from '#core/private-paths.ts';

/**
 * The server's own key (DATA_DIR/secret.key, created once, readable by the server only): it seals
 * file passwords at rest and signs short-lived download links. SECRET_KEY overrides it so that
 * several nodes share one.
 */
export class ServerSecret {
  private constructor(private readonly key: Buffer) {}

  static load(dataDir: string, fromEnv?: string): ServerSecret {
    if (fromEnv) return new ServerSecret(createHmac('sha256', 'glossa').update(fromEnv).digest());
    const file = path.join(dataDir, 'secret.key');
    preparePrivateDirSync(dataDir);
    if (!existsSync(file)) {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    }
    // Exactly 0600 whatever the umask; a key file from an older version or copied in is narrowed too.
    tryChmodSync(file, PRIVATE_FILE_MODE);
    return new ServerSecret(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  static ephemeral(): ServerSecret {
    return new ServerSecret(randomBytes(32));
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  unseal(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /**
   * An opaque token for a link (a download, a LibreTranslate file): the claims are encrypted and
   * authenticated (AES-256-GCM, the purpose as additional data), so a token reads as random bytes
   * (no owner, no client id, no key id in it: a visitor's client id in a readable link let anyone
   * holding the link act as that visitor), cannot be edited, and is good for its purpose only.
   */
  issueToken(purpose: string, claims: object): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The claims of a token issued for `purpose` by this key; undefined for anything else. */
  readToken<T>(purpose: string, token: string): T | undefined {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  }

  /** A stable keyed hash of `text` for `purpose` (hex): the same input, the same answer. */
  mac(purpose: string, text: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${text}`).digest('hex');
  }
}
