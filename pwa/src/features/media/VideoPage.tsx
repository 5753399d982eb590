import { Card, Stack, Text, Title } from '@mantine/core';
import { mediaTexts } from '../../lib/texts/media';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { YouTubeFacade } from './YouTubeFacade';

const t = mediaTexts.video;

/** /video: every video (sorted by title by the server), each loaded from YouTube only when played. */
export function VideoPage() {
  useDocumentTitle(t.title);
  const [state] = useApi(get(client.video));
  return (
    <Stack maw={853} mx="auto" gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t.title}
        </Title>
        <Text mt="xs">{t.intro}</Text>
      </div>
      <Loaded state={state}>
        {({ videos }) =>
          videos.length ? (
            videos.map((video) => (
              <Card key={video._id} component="article" withBorder padding={0} radius="md">
                <YouTubeFacade code={video.code} title={video.videoTitle} />
                <Title order={2} size="h4" p="md">
                  {video.videoTitle}
                </Title>
              </Card>
            ))
          ) : (
            <Text c="gray.7">{t.empty}</Text>
          )
        }
      </Loaded>
    </Stack>
  );
}
