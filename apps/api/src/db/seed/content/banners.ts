import { PALETTE } from './palette';
import type { SeedBanner, SeedCertificate } from './types';

/** Home banners used when no promo has a banner of its own. */
export const defaultBanners: SeedBanner[] = [
  {
    title: 'Kulit Sehat Bersama Dokter Kulit',
    subtitle: 'Diformulasikan dokter spesialis Klinik Rona',
    link: '/products',
    style: PALETTE.rose,
  },
  {
    title: 'Serum Niacinamide 10% + Zinc',
    subtitle: 'Samarkan bekas jerawat dan kontrol minyak dalam 4 minggu',
    link: '/promo/flash-sale-serum',
    style: PALETTE.blush,
  },
  {
    title: 'Lindungi Kulit dari Sinar UV',
    subtitle: 'Aqua Gel Sunscreen SPF 50 PA++++, ringan tanpa white cast',
    link: '/blog/panduan-memilih-sunscreen-kulit-berminyak',
    style: PALETTE.lemon,
  },
];

/** The 7 certificates of the about and promo pages (display titles only). */
export const certificates: SeedCertificate[] = [
  { title: 'Terdaftar BPOM', issuer: 'Badan Pengawas Obat dan Makanan RI', style: PALETTE.sage },
  { title: 'Halal MUI', issuer: 'Majelis Ulama Indonesia', style: PALETTE.mint },
  { title: 'ISO 9001:2015', issuer: 'Sistem Manajemen Mutu', style: PALETTE.sky },
  { title: 'CPKB', issuer: 'Cara Pembuatan Kosmetika yang Baik', style: PALETTE.ocean },
  { title: 'Dermatologically Tested', issuer: 'Uji Klinis Dermatologi', style: PALETTE.rose },
  { title: 'Cruelty Free', issuer: 'Tanpa Uji pada Hewan', style: PALETTE.blush },
  { title: 'Izin Klinik Kemenkes', issuer: 'Kementerian Kesehatan RI', style: PALETTE.lavender },
];
