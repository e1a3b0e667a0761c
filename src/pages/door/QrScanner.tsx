import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The camera view that reads a QR code (`@zxing/browser`, loaded only when the scanner opens).
 * Calls `onCode` once per code seen; the back camera is preferred on a phone.
 */
export function QrScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('door');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef('');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (cancelled || !video.current) return;
        const reader = new BrowserQRCodeReader();
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result) => {
            const text = result?.getText();
            if (text && text !== last.current) {
              last.current = text;
              handler.current(text);
            }
          },
        );
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <Flex vertical gap="small">
      {failed ? (
        <Alert type="warning" showIcon message={t('scan.noCamera')} />
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scan.video')}
          style={{ width: '100%', maxHeight: '50vh', borderRadius: 8, background: '#000' }}
        />
      )}
      <Button size="large" block onClick={onClose}>
        {t('scan.close')}
      </Button>
    </Flex>
  );
}
