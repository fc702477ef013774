import type { ImageStyle, SeedBank, SeedCourier, SeedPaymentMethod } from './types';

/** A logo style from a brand colour: the emblem and wordmark use it on a white card. */
const brand = (colour: string, deep = colour): ImageStyle => ({ from: colour, to: deep, accent: colour });

const BCA = brand('#0060af', '#003f7d');
const MANDIRI = brand('#003d79', '#f2b705');
const BNI = brand('#f15a23', '#006885');
const BRI = brand('#00529c', '#003a70');
const PERMATA = brand('#00853f', '#e2231a');
const CIMB = brand('#b5121b', '#7a0c12');

export const paymentMethods: SeedPaymentMethod[] = [
  {
    code: 'VIRTUAL_ACCOUNT_BCA',
    name: 'BCA Virtual Account',
    category: 'virtual-account',
    group: 'Virtual Account',
    style: BCA,
  },
  {
    code: 'VIRTUAL_ACCOUNT_MANDIRI',
    name: 'Mandiri Virtual Account',
    category: 'virtual-account',
    group: 'Virtual Account',
    style: MANDIRI,
  },
  {
    code: 'VIRTUAL_ACCOUNT_BNI',
    name: 'BNI Virtual Account',
    category: 'virtual-account',
    group: 'Virtual Account',
    style: BNI,
  },
  {
    code: 'VIRTUAL_ACCOUNT_BRI',
    name: 'BRI Virtual Account',
    category: 'virtual-account',
    group: 'Virtual Account',
    style: BRI,
  },
  {
    code: 'VIRTUAL_ACCOUNT_PERMATA',
    name: 'Permata Virtual Account',
    category: 'virtual-account',
    group: 'Virtual Account',
    style: PERMATA,
  },
  {
    code: 'VIRTUAL_ACCOUNT_CIMB',
    name: 'CIMB Niaga Virtual Account',
    category: 'virtual-account',
    group: 'Virtual Account',
    style: CIMB,
  },
  {
    code: 'CREDIT_CARD',
    name: 'Kartu Kredit / Debit',
    category: 'other',
    group: 'Kartu Kredit',
    style: brand('#1a1f71', '#f7b600'),
  },
  {
    code: 'ONLINE_TO_OFFLINE_ALFA',
    name: 'Alfamart',
    category: 'other',
    group: 'Bayar di Gerai',
    style: brand('#e31e24', '#005baa'),
  },
  {
    code: 'ONLINE_TO_OFFLINE_INDOMARET',
    name: 'Indomaret',
    category: 'other',
    group: 'Bayar di Gerai',
    style: brand('#0071bc', '#ed1c24'),
  },
  {
    code: 'EMONEY_SHOPEE_PAY',
    name: 'ShopeePay',
    category: 'other',
    group: 'E-Wallet',
    style: brand('#ee4d2d', '#d73211'),
  },
];

export const couriers: SeedCourier[] = [
  { code: 'jne', name: 'JNE', style: brand('#0b4ea2', '#e11b22') },
  { code: 'jnt', name: 'J&T Express', style: brand('#d0021b', '#a30015') },
  { code: 'sicepat', name: 'SiCepat', style: brand('#c8102e', '#8a0b20') },
  { code: 'anteraja', name: 'AnterAja', style: brand('#e5007e', '#7b2d8e') },
  { code: 'ninja', name: 'Ninja Xpress', style: brand('#c1121f', '#1d1d1b') },
  { code: 'pos', name: 'Pos Indonesia', style: brand('#f47a20', '#1c3f94') },
  { code: 'gosend', name: 'GoSend', style: brand('#00aa13', '#008a10') },
  { code: 'grab', name: 'Grab Express', style: brand('#00b14f', '#00843b') },
];

export const banks: SeedBank[] = [
  { code: 'bca', name: 'BCA', style: BCA },
  { code: 'mandiri', name: 'Bank Mandiri', style: MANDIRI },
  { code: 'bni', name: 'BNI', style: BNI },
  { code: 'bri', name: 'BRI', style: BRI },
  { code: 'cimb', name: 'CIMB Niaga', style: CIMB },
  { code: 'permata', name: 'PermataBank', style: PERMATA },
  { code: 'btn', name: 'BTN', style: brand('#1d4f91', '#f9a11b') },
  { code: 'bsi', name: 'Bank Syariah Indonesia', style: brand('#00a39d', '#f8ad3c') },
  { code: 'danamon', name: 'Danamon', style: brand('#f7941d', '#00529b') },
  { code: 'ocbc', name: 'OCBC', style: brand('#e30613', '#a3000c') },
  { code: 'maybank', name: 'Maybank Indonesia', style: brand('#ffc72c', '#1a1a1a') },
  { code: 'panin', name: 'Panin Bank', style: brand('#00539b', '#003a6c') },
  { code: 'mega', name: 'Bank Mega', style: brand('#f2a900', '#1d3c78') },
  { code: 'jago', name: 'Bank Jago', style: brand('#f4a71d', '#2b2b2b') },
  { code: 'seabank', name: 'SeaBank', style: brand('#f97316', '#c2410c') },
  { code: 'jenius', name: 'Jenius (SMBC Indonesia)', style: brand('#00a6e2', '#0072bc') },
];
