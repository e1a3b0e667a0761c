import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, type LoginParams } from '../../api/authProvider';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invalidateAuthStore = useInvalidateAuthStore();
  const [error, setError] = useState<string | null>(null);
  const to = params.get('to');
  // The failure is shown in the form (an Alert), so Refine's own login notification is replaced.
  const { mutate: login, isPending } = useLogin<LoginParams>({
    mutationOptions: {
      onSuccess: async ({ success, error: loginError, redirectTo }) => {
        if (!success) {
          setError(loginError?.message ?? t('login.failed'));
          return;
        }
        setError(null);
        await invalidateAuthStore();
        navigate(redirectTo ?? safeRedirect(to), { replace: true });
      },
      onError: (e) => setError(e.message),
    },
  });

  const onFinish = ({ email, password }: LoginValues) => {
    setError(null);
    login({ email: email.trim(), password, to });
  };

  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      style={{ minHeight: '100vh', padding: 16 }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
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
        <Form<LoginValues>
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
      </Card>
    </Flex>
  );
}
