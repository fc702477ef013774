/** What the courier adapters answer when they cannot quote or track (shown verbatim by the clients). */
export const shippingMessages = {
  districtNotServed: 'Kecamatan tujuan belum dilayani pengiriman',
  unavailable: 'Layanan pengiriman sedang tidak tersedia',
  trackingUnavailable: 'Pelacakan kurir sedang tidak tersedia',
} as const;
