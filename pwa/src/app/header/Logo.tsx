import { Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { commonTexts } from '../../lib/texts/common';
import { layoutTexts } from '../../lib/texts/layout';

/** An open book under a cross: the publisher's mark, drawn inline so it needs no request. */
function BookMark() {
  return (
    <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="14.9" y="1" width="2.2" height="9" rx="0.6" fill="#b8892b" />
      <rect x="12" y="3.4" width="8" height="2.2" rx="0.6" fill="#b8892b" />
      <path d="M3 12.5c4.5-1.8 9-1.2 13 1.4 4-2.6 8.5-3.2 13-1.4v14c-4.5-1.6-9-1-13 1.6-4-2.6-8.5-3.2-13-1.6z" fill="#1f3a5f" />
      <path d="M16 14v13.5" stroke="#fff" strokeWidth="1.2" />
      <path
        d="M6 15.6c2.8-.8 5.6-.5 8 .8M6 19c2.8-.8 5.6-.5 8 .8M18 16.4c2.4-1.3 5.2-1.6 8-.8M18 19.8c2.4-1.3 5.2-1.6 8-.8"
        stroke="#a9bfd8"
        strokeWidth="0.9"
        fill="none"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" aria-label={layoutTexts.logo.label} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <BookMark />
        <Stack gap={0}>
          <Text component="span" ff="heading" fw={700} fz={{ base: 20, sm: 24 }} lh={1.1} c="navy.7">
            {commonTexts.shopName}
          </Text>{' '}
          <Text component="span" fz="xs" c="dimmed" lh={1.2}>
            {layoutTexts.logo.tagline}
          </Text>
        </Stack>
      </Group>
    </Link>
  );
}
