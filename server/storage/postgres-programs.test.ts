import { describe, expect, it } from 'vitest';
import { connectionFor, DEBIAN_POSTGRES_BIN, postgresProgram } from './postgres-programs';

describe("PostgreSQL's programs", () => {
  it('get the password by environment, never on their command line, which every account on the machine can read', () => {
    for (const url of [
      'postgres://gateway:s%3Acret-pw@db.internal:5432/site?sslmode=require',
      'postgresql://gateway@db.internal/site?password=s:cret-pw&sslmode=require',
    ]) {
      const { dbname, env } = connectionFor(url);
      expect(dbname).not.toContain('cret-pw');
      expect(dbname).toMatch(/^postgres(ql)?:\/\/gateway@db\.internal(:5432)?\/site\?sslmode=require$/);
      expect(env.PGPASSWORD).toBe('s:cret-pw');
    }
  });

  it('are looked for in Debian’s folder and on PATH, and a missing one says where it was looked for', () => {
    expect(() => postgresProgram('pg_no_such_program')).toThrow(
      `pg_no_such_program was not found in ${DEBIAN_POSTGRES_BIN} or on PATH: install PostgreSQL 15's client programs`,
    );
  });
});
