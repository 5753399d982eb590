import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { mediaTexts } from '../../lib/texts/media';

// The spec's embed size; the frame scales down to the screen's width.
const WIDTH = 853;
const HEIGHT = 480;
const frame: CSSProperties = { display: 'block', width: '100%', maxWidth: WIDTH, height: 'auto', aspectRatio: '16 / 9', border: 0 };

/** A drawn poster that loads the YouTube player only when clicked, so no request reaches YouTube before that. */
export function YouTubeFacade({ code, title }: { code: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        ref={(element) => element?.focus()}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}?autoplay=1`}
        width={WIDTH}
        height={HEIGHT}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        style={frame}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={() => setLoaded(true)}
      aria-label={mediaTexts.video.play(title)}
      style={{
        ...frame,
        background: 'linear-gradient(135deg, var(--mantine-color-navy-7), var(--mantine-color-navy-9))',
        color: 'var(--mantine-color-white)',
      }}
    >
      <Box h="100%" p="md" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
        <Box
          w={68}
          h={68}
          bg="white"
          c="navy.8"
          style={{ borderRadius: '50%', display: 'grid', placeItems: 'center', boxShadow: '0 4px 16px rgba(0,0,0,.35)' }}
        >
          <IconPlayerPlayFilled size={32} style={{ marginLeft: 4 }} />
        </Box>
        <Text fw={600} fz={{ base: 'md', sm: 'xl' }} ta="center" lineClamp={2} maw="80%" aria-hidden>
          {title}
        </Text>
      </Box>
    </UnstyledButton>
  );
}
