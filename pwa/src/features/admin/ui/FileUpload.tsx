import { Button, FileButton, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IMAGE_SIZES, type ImageKind, type UploadKind } from '@contract/admin/uploads';
import { adminTexts } from '../../../lib/texts/admin';
import { uploadFile } from '../upload';
import { useAction } from '../../../lib/useAction';
import { ErrorMessage } from './Alerts';

const t = adminTexts.common;

interface FileFieldProps {
  label: string;
  value: string;
  onChange: (path: string) => void;
  /** The upload button's text. */
  uploadLabel: string;
  accept: string;
  /** What the field takes: an image of a kind (whose size the server checks) or 'audio'. */
  kind: UploadKind;
  description: string;
  error?: ReactNode;
  required?: boolean;
  /** Shown under the field when there is a value (a cover, a player). */
  preview?: (path: string) => ReactNode;
}

/**
 * A file of the shop (/uploads/…) or a link: the path can be typed or pasted, or a file uploaded
 * with the button, which fills the path in. The server's refusal (type, size, dimensions) shows in
 * a red alert under the field.
 */
export function FileField({ label, value, onChange, uploadLabel, accept, kind, description, error, required, preview }: FileFieldProps) {
  const upload = useAction();

  async function send(file: File | null) {
    if (!file) return;
    const path = await upload.run(() => uploadFile(file, kind));
    if (path) onChange(path);
  }

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required={required}
      />
      <FileButton onChange={send} accept={accept}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            loading={upload.busy}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {uploadLabel}
          </Button>
        )}
      </FileButton>
      <ErrorMessage>{upload.failure?.message}</ErrorMessage>
      {value.trim() && preview?.(value.trim())}
    </Stack>
  );
}

/** An image field with its preview at the size the spec requires for its kind. */
export function ImageField({
  kind,
  uploadLabel = t.uploadImage,
  ...props
}: Omit<FileFieldProps, 'accept' | 'description' | 'preview' | 'uploadLabel' | 'kind'> & { kind: ImageKind; uploadLabel?: string }) {
  const { width, height } = IMAGE_SIZES[kind];
  // Shown at most at its real size, scaled down on phones.
  const previewWidth = Math.min(width, 640);
  return (
    <FileField
      {...props}
      kind={kind}
      uploadLabel={uploadLabel}
      accept="image/jpeg,image/png,image/webp"
      description={t.imageHint(width, height)}
      preview={(path) => (
        <Image
          src={path}
          alt={`${t.preview}: ${props.label}`}
          w={previewWidth}
          maw="100%"
          style={{ aspectRatio: `${width} / ${height}`, border: '1px solid var(--mantine-color-gray-3)' }}
          radius="sm"
          fit="contain"
        />
      )}
    />
  );
}

/** An empty image placeholder in lists. */
export function NoImage() {
  return (
    <Text component="span" c="dimmed" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconPhoto size={16} aria-hidden="true" />
      {t.noImage}
    </Text>
  );
}
