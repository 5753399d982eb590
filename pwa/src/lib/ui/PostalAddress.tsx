import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PostalAddressProps {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  /** Lines under the address, such as the phone or the note. */
  children?: ReactNode;
}

/** An address as it is written on a parcel: name, street, postal code and city, country. */
export function PostalAddress({ name, address, postalCode, city, country, children }: PostalAddressProps) {
  return (
    <Stack gap={0} fz="sm">
      <Text inherit fw={600}>
        {name}
      </Text>
      <Text inherit>{address}</Text>
      <Text inherit>
        {postalCode} {city}
      </Text>
      <Text inherit>{country}</Text>
      {children}
    </Stack>
  );
}
