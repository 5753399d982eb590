import { Box, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { shopTexts } from '../../lib/texts/shop';
import { loginPath } from '../account/loginPath';

const t = shopTexts.checkout.steps;

export type CheckoutStep = 'shipping' | 'payment' | 'placeOrder';

interface Step {
  key: 'login' | CheckoutStep;
  label: string;
  to: string;
}

const STEPS: Step[] = [
  { key: 'login', label: t.login, to: loginPath('/shipping') },
  { key: 'shipping', label: t.shipping, to: '/shipping' },
  { key: 'payment', label: t.payment, to: '/payment' },
  { key: 'placeOrder', label: t.placeOrder, to: '/placeorder' },
];

interface CheckoutStepsProps {
  current: CheckoutStep;
  /** The furthest step the customer may open (payment needs an address, the summary a payment method). */
  reachable: CheckoutStep;
}

/**
 * The step bar (spec, storefront 2 Checkout): Přihlášení, Doručení, Platba, Objednat. Steps before
 * the current one are done (with a tick) and, like the reachable ones, links; later ones are grey.
 */
export function CheckoutSteps({ current, reachable }: CheckoutStepsProps) {
  const currentIndex = STEPS.findIndex((s) => s.key === current);
  const reachableIndex = Math.max(
    currentIndex,
    STEPS.findIndex((s) => s.key === reachable),
  );
  return (
    <Box component="nav" aria-label={t.label} mb="lg">
      <Box component="ol" p={0} m={0} style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 4 }}>
        {STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          const open = index <= reachableIndex && !active;
          const color = active ? 'navy.7' : done ? 'teal.8' : open ? 'navy.5' : 'gray.5';
          const content = (
            <Box ta="center" py={6} style={{ borderBottom: `3px solid var(--mantine-color-${color.replace('.', '-')})` }}>
              <ThemeIcon size={26} radius="xl" color={color} variant={active || done ? 'filled' : 'light'} mb={4} aria-hidden="true">
                {done ? (
                  <IconCheck size={16} />
                ) : (
                  <Text fz="sm" fw={700} inherit>
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text fz={{ base: 13, sm: 'sm' }} fw={active ? 700 : 500} c={index <= reachableIndex ? 'dark.7' : 'gray.6'} lh={1.2}>
                {step.label}
                {done && <VisuallyHidden>{` (${t.done})`}</VisuallyHidden>}
              </Text>
            </Box>
          );
          return (
            <li key={step.key} aria-current={active ? 'step' : undefined}>
              {open ? (
                <UnstyledButton component={Link} to={step.to} display="block" style={{ borderRadius: 4 }}>
                  {content}
                </UnstyledButton>
              ) : (
                content
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
