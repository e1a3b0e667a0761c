/** `POST users/login` and `GET users/profile/info` (SPEC.md §7). */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplySchema,
  loginReplySchema,
  loginRequestSchema,
  paths,
  profileSchema,
} from '../../contract';
import { AUTH_MESSAGES } from '../auth/guard';
import { guarded } from '../auth/policy';
import { signToken } from '../auth/jwt';
import { LoginThrottle } from '../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../auth/password';
import { LOGIN_ACCOUNT_WINDOW_MS } from '../config';
import { users } from '../db/schema';
import { httpError, unauthorized } from '../errors';
import { selectUserById } from '../serializers/user';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password',
  tooMany: 'Too many login attempts, try again in a minute',
  accountThrottled: (minutes: number) =>
    `Too many failed sign-ins for this account, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit, jwtSecret, jwtExpiresIn } = app.appConfig;
  const throttle = new LoginThrottle(
    app.appConfig.loginAccountLimit ?? { max: 10, windowMs: LOGIN_ACCOUNT_WINDOW_MS },
  );

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
          400: errorReplySchema,
          401: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = throttle.retryAfter(email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw httpError(429, LOGIN_MESSAGES.accountThrottled(Math.ceil(wait / 60)));
      }
      const [row] = await app.db
        .select({ user_id: users.user_id, password_hash: users.password_hash })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      if (!row) {
        // Unknown e-mails count too: the reply must not tell them from known ones.
        throttle.fail(email);
        await burnPasswordCheck(password);
        throw unauthorized(LOGIN_MESSAGES.invalid);
      }
      if (!(await verifyPassword(row.password_hash, password))) {
        throttle.fail(email);
        throw unauthorized(LOGIN_MESSAGES.invalid);
      }
      throttle.succeed(email);
      const profile = await selectUserById(app.db, row.user_id);
      if (!profile) throw unauthorized(LOGIN_MESSAGES.invalid);
      const token = await signToken(
        {
          name: profile.name,
          id: profile.user_id,
          role: profile.role,
          institution_id: profile.institution_id,
        },
        jwtSecret,
        jwtExpiresIn,
      );
      return { status: 'success' as const, token, data: profile };
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
    async (request) => {
      const profile = await selectUserById(app.db, request.user.user_id);
      if (!profile) throw unauthorized(AUTH_MESSAGES.invalid);
      return { status: 'success' as const, data: profile };
    },
  );
};

export default authRoutes;
