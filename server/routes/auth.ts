/**
 * `POST users/login`, `POST users/logout` and `GET users/profile/info` (SPEC.md §7). Signing in
 * opens a session in the database (server/auth/sessions.ts) whose id the token carries.
 */
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplySchema,
  loginReplySchema,
  loginRequestSchema,
  messageReplySchema,
  paths,
  profileSchema,
} from '../../contract';
import { auditSource, recordAudit, type AuditActor } from '../audit/record';
import { AUTH_MESSAGES } from '../auth/guard';
import { guarded } from '../auth/policy';
import { signToken } from '../auth/jwt';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../auth/password';
import { endSession, openSession, purgeExpiredSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { httpError, unauthorized } from '../errors';
import { errorReplies } from '../http/openapi';
import { selectUserById } from '../serializers/user';
import { readVersion, sendVersion } from '../http/versions';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password',
  tooMany: 'Too many login attempts, try again in a minute',
  accountThrottled: (seconds: number) =>
    `Too many failed sign-ins for this account from your address, try again in ${waitText(seconds)}`,
  loggedOut: 'Signed out',
} as const;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const waitText = (seconds: number) =>
  seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');

/** Expired sessions are removed at most this often, by whichever sign-in comes first. */
const SESSION_PURGE_EVERY_MS = 60 * 60 * 1000;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit, jwtSecret, jwtExpiresIn } = app.appConfig;
  const throttle = new LoginThrottle(app.db, app.appConfig.loginThrottle ?? DEFAULT_LOGIN_THROTTLE);
  let lastSessionPurge = 0;

  app.post(
    paths.login,
    {
      config: {
        policy: 'users.login',
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.timeWindow,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: LOGIN_MESSAGES.tooMany,
            retryAfter: context.after,
          }),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: {
          200: loginReplySchema,
          ...errorReplies(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const address = request.ip;
      const wait = await throttle.retryAfter(email, address);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw httpError(429, LOGIN_MESSAGES.accountThrottled(wait));
      }
      const [row] = await app.db
        .select({
          user_id: users.user_id,
          password_hash: users.password_hash,
          role: users.role,
          institution_id: users.institution_id,
        })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      // A failed sign-in is recorded with the e-mail tried, and the account when it exists.
      const failed = async () => {
        await throttle.fail(email, address);
        const actor: AuditActor = {
          user_id: row?.user_id ?? null,
          email,
          role: row?.role ?? null,
          institution_id: row?.institution_id ?? null,
        };
        await recordAudit(app.db, auditSource(request, actor), {
          resource: 'sessions',
          action: 'login_failed',
          record_id: row?.user_id ?? null,
        });
        return unauthorized(LOGIN_MESSAGES.invalid);
      };
      if (!row) {
        // Unknown e-mails count too: the reply must not tell them from known ones.
        await burnPasswordCheck(password);
        throw await failed();
      }
      if (!(await verifyPassword(row.password_hash, password))) throw await failed();
      await throttle.succeed(email, address);
      const profile = await selectUserById(app.db, row.user_id);
      if (!profile) throw unauthorized(LOGIN_MESSAGES.invalid);
      const claims = {
        name: profile.name,
        id: profile.user_id,
        role: profile.role,
        institution_id: profile.institution_id,
      };
      // The session ends when the token does: the expiry is read back from a first signing.
      const { exp } = decodeJwt(await signToken(claims, jwtSecret, jwtExpiresIn));
      const actor: AuditActor = {
        user_id: profile.user_id,
        email: profile.email,
        role: profile.role,
        institution_id: profile.institution_id,
      };
      const sid = await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const opened = await openSession(tx, profile.user_id, new Date((exp ?? 0) * 1000));
        await recordAudit(tx, auditSource(request, actor), {
          resource: 'sessions',
          action: 'login',
          record_id: profile.user_id,
        });
        return opened;
      });
      const token = await signToken({ ...claims, sid }, jwtSecret, jwtExpiresIn);
      if (Date.now() - lastSessionPurge > SESSION_PURGE_EVERY_MS) {
        lastSessionPurge = Date.now();
        await purgeExpiredSessions(app.db);
      }
      return { status: 'success' as const, token, data: profile };
    },
  );

  app.post(
    paths.logout,
    {
      ...guarded('users.logout'),
      schema: {
        tags: ['auth'],
        summary: "End this token's session: every server refuses the token from now on",
        security: [{ bearerAuth: [] }],
        response: { 200: messageReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await endSession(tx, request.sessionId, 'logout');
        await recordAudit(tx, auditSource(request), {
          resource: 'sessions',
          action: 'logout',
          record_id: request.user.user_id,
        });
      });
      return { status: 'success' as const, message: LOGIN_MESSAGES.loggedOut };
    },
  );

  app.get(
    paths.ownProfile,
    {
      ...guarded('users.profile.read'),
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile",
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({ status: z.literal('success'), data: profileSchema }),
          401: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const profile = await selectUserById(app.db, request.user.user_id);
      if (!profile) throw unauthorized(AUTH_MESSAGES.invalid);
      sendVersion(
        reply,
        await readVersion(app.db, users.version, users.user_id, request.user.user_id),
      );
      return { status: 'success' as const, data: profile };
    },
  );
};

export default authRoutes;
