import { Box, Center, Loader, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { commonTexts } from '../../lib/texts/common';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { CheckoutSteps, type CheckoutStep } from './CheckoutSteps';

interface CheckoutPageProps {
  title: string;
  step: CheckoutStep;
  reachable: CheckoutStep;
  /** Forms stay narrow on wide screens; the summary uses the width. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of a checkout step: the step bar, the heading, the content. */
export function CheckoutPage({ title, step, reachable, wide = false, children }: CheckoutPageProps) {
  useDocumentTitle(title);
  return (
    <Box maw={wide ? 1040 : 640} mx="auto">
      <CheckoutSteps current={step} reachable={reachable} />
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

export function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label={commonTexts.loading} />
    </Center>
  );
}
