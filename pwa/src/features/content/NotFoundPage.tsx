import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ALPHABETICAL_SLUG } from '@contract/catalogue';
import { contentTexts } from '../../lib/texts/content';
import { useDocumentHead } from '../../lib/useDocumentHead';

const t = contentTexts.notFound;

/** Every address the route table does not know. */
export function NotFoundPage() {
  useDocumentHead({ title: t.title, notFound: true });
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <Text fz={72} fw={700} c="navy.4" lh={1} ff="heading" aria-hidden="true">
        404
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      <Text lh={1.6}>{t.text}</Text>
      <Button component={Link} to="/" size="md" leftSection={<IconHome size={20} aria-hidden="true" />}>
        {t.home}
      </Button>
      <Anchor component={Link} to={`/eshop/${ALPHABETICAL_SLUG}`} py="xs">
        {t.allBooks}
      </Anchor>
    </Stack>
  );
}
