import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../api/redirect';
import { readSessionEnd } from '../../api/sessionEnd';
import { SignInHeading, SignInPanel } from './SignInPanel';

/**
 * The form's notices (a failed sign-in, a session that ended) are not part of the form's first
 * load: most visitors never see one. A visitor whose session ended asks for it at once (below).
 */
const loadAlert = () => import('./LoginAlert');
const Alert = lazy(loadAlert);

interface LoginValues {
  email: string;
  password: string;
}

export interface LoginPageProps {
  /** Called once the sign-in request is sent: starts loading what the signed-in console needs. */
  prepare?: () => unknown;
  /** Called after a successful sign-in, before going on (e.g. to refresh Refine's auth state). */
  afterSignIn?: () => unknown;
}

/**
 * The sign-in form. It needs neither Refine nor the data layer: a signed-out visitor gets it
 * before the console's code (src/LoginShell.tsx), and the auth provider loads with the first
 * sign-in. Failures are shown in the form (an Alert), not as a notification.
 */
export default function LoginPage({ prepare, afterSignIn }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // Why the last session ended (the server's reason, or its words), until the next sign-in.
  const [ended] = useState(() => {
    const end = readSessionEnd();
    if (end) void loadAlert();
    return end;
  });
  const [isPending, setPending] = useState(false);
  const [form] = Form.useForm<LoginValues>();
  const to = params.get('to');

  const login = async ({ email, password }: LoginValues) => {
    const { authProvider } = await import('../../api/authProvider');
    const signingIn = authProvider.login({ email: email.trim(), password, to });
    // The console's code loads while the server checks the password, never before: until the
    // request is sent, the network and the main thread are the form's.
    void prepare?.();
    // Its notice, should the sign-in fail, is then in before the reply.
    void loadAlert();
    const result = await signingIn;
    if (!result.success) {
      setError(result.error?.message ?? t('login.failed'));
      return;
    }
    await afterSignIn?.();
    navigate(result.redirectTo ?? safeRedirect(to), { replace: true });
  };

  const onFinish = (values: LoginValues) => {
    setError(null);
    setPending(true);
    login(values)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : t('login.failed')))
      .finally(() => setPending(false));
  };

  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      style={{ minHeight: '100vh', padding: 16 }}
    >
      <SignInPanel>
        <SignInHeading title={t('login.title')} subtitle={t('login.subtitle')} />
        <Suspense fallback={null}>
          {ended && !error ? (
            <Alert
              type="warning"
              showIcon
              message={t('login.ended.title')}
              description={
                ended.reason
                  ? t(`login.ended.${ended.reason}`)
                  : (ended.message ?? t('login.ended.expired'))
              }
              role="status"
              style={{ marginBottom: 16 }}
            />
          ) : null}
          {error ? (
            <Alert
              type="error"
              showIcon
              message={t('login.failed')}
              description={error}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          ) : null}
        </Suspense>
        <Form<LoginValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={isPending}
          name="login"
        >
          <Form.Item
            label={t('login.email')}
            name="email"
            rules={[
              { required: true, message: t('login.errors.requiredEmail') },
              { type: 'email', message: t('login.errors.validEmail') },
            ]}
          >
            <Input
              prefix={<MailOutlined />}
              type="email"
              autoComplete="username"
              placeholder={t('login.emailPlaceholder')}
              size="large"
              autoFocus
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.errors.requiredPassword') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </SignInPanel>
    </Flex>
  );
}
