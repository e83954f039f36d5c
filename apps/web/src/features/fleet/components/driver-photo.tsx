import { UserOutlined } from '@ant-design/icons';
import type { StoredFile } from '@freight/shared';
import { Avatar, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFileContent } from '../../../lib/files/stored-file';

const SIZE = 160;

/**
 * The driver's photo (the spec's biometrics), fetched with the bearer token and shown from an
 * object URL that lives as long as the image (decision 008): no token in any address.
 */
export function DriverPhoto({ photo, name }: { photo: StoredFile | null; name: string }) {
  const { t } = useTranslation('fleet');
  const content = useStoredFileContent(photo);
  const image = useRef<HTMLImageElement>(null);
  const blob = content.data;
  useEffect(() => {
    if (!blob || !image.current) return;
    const url = URL.createObjectURL(blob);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  const frame = {
    width: SIZE,
    height: SIZE,
    borderRadius: 12,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(0, 0, 0, 0.04)',
    flex: 'none',
  } as const;

  if (!photo || content.isError) {
    return (
      <div data-testid="driver-photo" data-state={photo ? 'error' : 'none'} style={frame}>
        <Avatar size={96} icon={<UserOutlined />} aria-label={t('detail.noPhoto')} />
      </div>
    );
  }
  return (
    <div data-testid="driver-photo" data-state={blob ? 'loaded' : 'loading'} style={frame}>
      {blob ? (
        <img
          ref={image}
          alt={t('detail.photoOf', { name })}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
}
