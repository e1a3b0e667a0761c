import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography, Upload } from 'antd';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../contract';

export interface ImageUploadProps {
  /** A File picked in this form, the URL of the stored image, or null (none / removed). */
  value?: File | string | null;
  onChange?: (value: File | null) => void;
  /** Set by Form.Item so its label points here. */
  id?: string;
  /** Alternative text of the preview (e.g. the institution name). */
  alt?: string;
  disabled?: boolean;
  previewSize?: number;
}

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const TYPES_TEXT = IMAGE_EXTENSIONS.join(', ');
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The browser-side check: extension and size (then decodesAsImage; the server checks again). */
function imageProblem(file: File): 'badType' | 'tooLarge' | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'badType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The first bytes of a png, jpeg, gif or webp file, or an SVG document's opening. */
function looksLikeImage(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return true; // PNG
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return true; // JPEG
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return true; // GIF8
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return true; // RIFF....WEBP
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*<(svg:)?svg[\s>/]/i.test(text);
}

/**
 * True when the file is an image the browser can decode: its first bytes name an image type,
 * and where the browser offers `createImageBitmap`, a raster decodes. A text file named .png
 * fails here, before anything is sent (the server checks again with sharp).
 */
export async function decodesAsImage(file: File): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  if (!looksLikeImage(bytes)) return false;
  if (typeof createImageBitmap !== 'function' || extensionOf(file.name) === 'svg') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Picking an image, as ImageUpload and the account's picture card do: the dialog's `accept`, the
 * hint naming the types and size, and `pick(file)`, which hands a good file to `onGood` and
 * otherwise sets `problem` to the translated reason (cleared by the next good pick or by
 * `clearProblem`).
 */
export function useImagePick(onGood: (file: File) => void) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<string | null>(null);
  return {
    accept: ACCEPT,
    hint: t('kit.image.hint', { types: TYPES_TEXT, size: MAX_MB }),
    problem,
    clearProblem: () => setProblem(null),
    pick: async (file: File) => {
      const kind = imageProblem(file) ?? ((await decodesAsImage(file)) ? null : 'notImage');
      if (kind) {
        setProblem(t(`kit.image.${kind}`, { name: file.name, types: TYPES_TEXT, size: MAX_MB }));
        return;
      }
      setProblem(null);
      onGood(file);
    },
  };
}

/**
 * antd's Upload as a file picker (a click or a drop on its button): the picked file goes to
 * `onPick` and nothing is sent, the form or the caller decides what to do with it.
 */
export function ImagePicker({
  accept,
  onPick,
  disabled,
  children,
}: {
  accept: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Upload
      accept={accept}
      disabled={disabled}
      showUploadList={false}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload>
  );
}

/**
 * The image field as the form should send it: a new File as the file, a removal (null) as ''
 * (multipart cannot carry null; the server clears the image on ''), an unchanged URL left out.
 */
export function toImageField(value: File | string | null | undefined): File | '' | undefined {
  if (value instanceof File) return value;
  return value === null ? '' : undefined;
}

/** A preview URL for a picked File, revoked when the file changes or the form closes. */
function usePreviewUrl(value: File | string | null | undefined): string | null {
  const objectUrl = useMemo(
    () =>
      value instanceof File && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(value)
        : null,
    [value],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return typeof value === 'string' && value !== '' ? value : objectUrl;
}

/**
 * An image field for antd forms (cover photos, profile pictures): preview, Upload/Replace and
 * Remove buttons, type and size checked before anything is sent. Nothing uploads on pick:
 * the File becomes the field's value and the data provider sends
 * the form as multipart on submit. Remove sets the value to null.
 */
export function ImageUpload({
  value,
  onChange,
  id,
  alt,
  disabled,
  previewSize = 112,
}: ImageUploadProps) {
  const { t } = useTranslation('common');
  const { accept, hint, problem, clearProblem, pick } = useImagePick((file) => onChange?.(file));
  const preview = usePreviewUrl(value);
  const hintId = useId();

  return (
    <Flex gap={16} align="center" wrap>
      {preview && (
        // The picture at full size in a tab of its own (as on the record's page).
        <a href={preview} target="_blank" rel="noopener noreferrer">
          <img
            src={preview}
            alt={alt ?? t('kit.image.preview')}
            width={previewSize}
            height={previewSize}
            style={{ display: 'block', objectFit: 'cover', borderRadius: 8 }}
          />
        </a>
      )}
      <Space direction="vertical" size={4}>
        <Space wrap>
          <ImagePicker accept={accept} onPick={pick} disabled={disabled}>
            <Button id={id} icon={<UploadOutlined />} disabled={disabled} aria-describedby={hintId}>
              {t(preview ? 'kit.image.replace' : 'kit.image.upload')}
            </Button>
          </ImagePicker>
          {preview && (
            <Button
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={() => {
                clearProblem();
                onChange?.(null);
              }}
            >
              {t('kit.image.remove')}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary" id={hintId}>
          {hint}
        </Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Space>
    </Flex>
  );
}
