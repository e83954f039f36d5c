import { Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  /** The card's width on a wide screen; a phone always gets the full width. */
  maxWidth?: number;
  /** Beside the language switcher (a sign-out button on the registration status page). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/** The frame of the public pages: logo, language, one card in the middle. */
export function AuthLayout({
  title,
  subtitle,
  maxWidth = 440,
  headerExtra,
  children,
}: AuthLayoutProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '12px 16px',
        }}
      >
        <Logo />
        <Flex align="center" gap={4}>
          <LanguageSwitcher testId="login-language" />
          {headerExtra}
        </Flex>
      </header>
      <main
        style={{
          flex: 1,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          padding: '24px 12px 48px',
        }}
      >
        <Card
          style={{ width: '100%', maxWidth, minWidth: 0 }}
          styles={{ body: { padding: maxWidth > 440 ? 'clamp(16px, 4vw, 32px)' : 24 } }}
        >
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 16 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
      </main>
    </div>
  );
}
