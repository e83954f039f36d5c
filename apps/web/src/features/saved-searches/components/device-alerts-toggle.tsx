import { isLanguage } from '@freight/shared';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deviceSubscribed,
  pushSupported,
  subscribeDevice,
  unsubscribeDevice,
} from '../api/push-subscription';

type DeviceState = 'unknown' | 'on' | 'off' | 'denied' | 'failed';

/** "Alerts on this device": asks the browser's permission and subscribes it to Web Push. */
export function DeviceAlertsToggle() {
  const { t, i18n } = useTranslation('alerts');
  const supported = pushSupported();
  const [state, setState] = useState<DeviceState>('unknown');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void deviceSubscribed().then((on) => {
      if (current) setState(on ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off');
    });
    return () => {
      current = false;
    };
  }, [supported]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const language = isLanguage(i18n.language) ? i18n.language : 'ru';
        setState((await subscribeDevice(language)) ? 'on' : 'denied');
      } else {
        await unsubscribeDevice();
        setState('off');
      }
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="device-alerts">
      <Flex align="center" gap={12} justify="space-between">
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{t('device.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('device.hint')}</Typography.Text>
        </Flex>
        <Switch
          checked={state === 'on'}
          loading={busy || (supported && state === 'unknown')}
          disabled={!supported || state === 'denied'}
          aria-label={t('device.title')}
          data-testid="device-alerts-switch"
          onChange={(on) => void toggle(on)}
        />
      </Flex>
      {!supported && <Alert type="info" showIcon title={t('device.unsupported')} />}
      {state === 'denied' && <Alert type="warning" showIcon title={t('device.denied')} />}
      {state === 'failed' && <Alert type="error" showIcon title={t('device.failed')} />}
    </Flex>
  );
}
