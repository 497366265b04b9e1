import argon2 from 'argon2';

export interface PasswordHashCost {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
}

/** argon2id with the configured cost; verification reads the cost from the stored hash. */
export class Passwords {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashCost) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, parallelism: 1, ...this.cost });
  }

  /** False for a malformed hash too. argon2 compares in constant time. */
  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  /** Checked against an unknown address, so timing does not tell which addresses exist. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(`no account ${Math.random()}`);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
