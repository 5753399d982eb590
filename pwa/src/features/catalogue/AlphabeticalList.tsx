import { Anchor, Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ProductCardJson } from '@contract/catalogue';
import { catalogueListTexts } from '../../lib/texts/catalogueLists';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { czechInitial } from './czechInitial';

interface LetterGroup {
  letter: string;
  products: ProductCardJson[];
}

/** The server sorts in Czech order, so the groups come out in alphabet order as they are met. */
function groupByInitial(products: ProductCardJson[]): LetterGroup[] {
  const groups = new Map<string, ProductCardJson[]>();
  for (const product of products) {
    const letter = czechInitial(product.name, catalogueListTexts.alphabetical.digits);
    groups.set(letter, [...(groups.get(letter) ?? []), product]);
  }
  return [...groups].map(([letter, items]) => ({ letter, products: items }));
}

const anchorOf = (letter: string) => `pismeno-${letter}`;

function LetterIndex({ groups }: { groups: LetterGroup[] }) {
  const t = catalogueListTexts.alphabetical;
  return (
    <Group component="nav" aria-label={t.letters} gap={6} mb="xl">
      {groups.map(({ letter }) => (
        <Button
          key={letter}
          component="a"
          href={`#${anchorOf(letter)}`}
          aria-label={t.letterLink(letter)}
          variant="light"
          miw={40}
          h={40}
          px={letter.length > 1 ? 8 : 0}
        >
          {letter}
        </Button>
      ))}
    </Group>
  );
}

function Letter({ group }: { group: LetterGroup }) {
  return (
    <Box component="section" aria-labelledby={anchorOf(group.letter)} style={{ breakInside: 'avoid' }}>
      <Title order={2} id={anchorOf(group.letter)} fz={26} c="navy.7" mb={4} style={{ scrollMarginTop: 16 }}>
        {group.letter}
      </Title>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {group.products.map((product) => (
          <Box component="li" key={product._id} py={6} lh={1.45}>
            <Anchor component={Link} to={`/product/${product._id}`} fw={600}>
              {product.name}
            </Anchor>
            {product.author && (
              <Text component="span" c="dimmed" fz="sm">
                {' – '}
                {product.author}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** /eshop/abecedný-zoznam-kníh: every title by its first letter, with a letter index to jump around. */
export function AlphabeticalList() {
  const [state] = useApi(get(client.products.all));
  const t = catalogueListTexts.alphabetical;
  useDocumentTitle(t.title);
  return (
    <>
      <Title order={1} mb="md">
        {t.title}
      </Title>
      <Loaded state={state}>
        {(products) => {
          const groups = groupByInitial(products);
          return (
            <>
              <LetterIndex groups={groups} />
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
                {groups.map((group) => (
                  <Letter key={group.letter} group={group} />
                ))}
              </SimpleGrid>
            </>
          );
        }}
      </Loaded>
    </>
  );
}
