import { Box, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { LibraryEntryJson } from '@contract/catalogue';
import { contentTexts } from '../../lib/texts/content';
import { Loaded } from '../../lib/ui/Loaded';
import { PageLinks } from '../../lib/ui/PageLinks';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';

const t = contentTexts.library;
/** Entries of the first row on a desktop, whose covers are visible without scrolling. */
const EAGER_COVERS = 2;

/** /library and /library/page/{n}: the reading room, the books that have an excerpt. */
export function LibraryPage() {
  const { pageNumber } = useParams();
  useDocumentTitle(t.title);
  const [state] = useApi(get(client.products.library, { query: { pageNumber } }));
  return (
    <>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      <Text mt="xs" mb="lg" maw="65ch">
        {t.intro}
      </Text>
      <Loaded state={state}>
        {(list) =>
          list.products.length ? (
            <>
              <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.products.map((entry, i) => (
                  <LibraryEntry key={entry._id} entry={entry} eager={i < EAGER_COVERS} />
                ))}
              </SimpleGrid>
              <PageLinks page={list.page} pages={list.pages} hrefOf={(n) => `/library/page/${n}`} />
            </>
          ) : (
            <Text c="gray.7">{t.empty}</Text>
          )
        }
      </Loaded>
    </>
  );
}

/** One book of the reading room: cover (to the shop), name, part, the start of the text and 'Číst dále'. */
function LibraryEntry({ entry, eager }: { entry: LibraryEntryJson; eager: boolean }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Link to={`/product/${entry._id}`} style={{ flex: 'none', lineHeight: 0 }}>
          <img
            src={entry.image}
            alt={t.coverLink(entry.name)}
            width={274}
            height={379}
            loading={eager ? 'eager' : 'lazy'}
            style={{ display: 'block', width: 'clamp(88px, 26vw, 120px)', height: 'auto', borderRadius: 3, boxShadow: '0 2px 8px rgba(16, 34, 58, 0.25)' }}
          />
        </Link>
        <Box miw={0}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} lh={1.3}>
            {entry.name}
          </Title>
          {entry.author && (
            <Text size="sm" c="gray.7" mt={4}>
              {entry.author}
            </Text>
          )}
          {entry.part && (
            <Text size="sm" fw={600} c="navy.7" mt={6}>
              {entry.part}
            </Text>
          )}
        </Box>
      </Group>
      <Text mt="sm" c="gray.8" ff="heading" lh={1.6}>
        {entry.teaser}
      </Text>
      <Box mt="auto" pt="md">
        <Button
          component={Link}
          to={`/library/${entry._id}`}
          variant="light"
          leftSection={<IconBook2 size={18} aria-hidden="true" />}
          aria-label={t.readMoreLabel(entry.name)}
          h={40}
        >
          {t.readMore}
        </Button>
      </Box>
    </Card>
  );
}
