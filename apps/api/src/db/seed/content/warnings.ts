/** Warnings shared by many products, as printed on Rona's packs. */
export const WARNING = {
  general:
    'Hanya untuk pemakaian luar. Hindari kontak langsung dengan mata; bila terkena, segera bilas dengan air bersih. Hentikan pemakaian bila timbul kemerahan, gatal atau iritasi. Simpan di tempat sejuk dan kering, terhindar dari sinar matahari langsung, jauhkan dari jangkauan anak-anak.',
  exfoliant:
    'Mengandung AHA/BHA yang dapat meningkatkan sensitivitas kulit terhadap matahari: gunakan tabir surya SPF 30 atau lebih dan batasi paparan matahari selama pemakaian dan satu minggu sesudahnya. Jangan dipakai pada kulit luka, terbakar atau sedang iritasi. Lakukan uji tempel sebelum pemakaian pertama. Jauhkan dari jangkauan anak-anak.',
  retinoid:
    'Mengandung retinoid. Tidak dianjurkan untuk ibu hamil dan menyusui. Wajar bila kulit terasa sedikit kering atau mengelupas pada minggu pertama; kurangi frekuensi pemakaian bila berlanjut. Gunakan hanya pada malam hari dan wajib memakai tabir surya di pagi hari. Jauhkan dari jangkauan anak-anak.',
  eye: 'Hanya untuk pemakaian luar di sekitar area mata, jangan dioleskan pada kelopak bagian dalam. Hentikan pemakaian bila mata terasa perih atau berair. Simpan di tempat sejuk dan kering, jauhkan dari jangkauan anak-anak.',
  hair: 'Hanya untuk pemakaian luar pada kulit kepala dan rambut. Hindari kontak dengan mata; bila terkena, bilas dengan air mengalir. Hentikan pemakaian bila kulit kepala terasa perih atau gatal berlebihan. Jauhkan dari jangkauan anak-anak.',
  clinic:
    'Digunakan sesuai anjuran dokter Klinik Rona. Jangan dipakai bersamaan dengan produk eksfoliasi lain tanpa konsultasi. Hentikan pemakaian dan hubungi klinik bila muncul rasa terbakar, bengkak atau kemerahan yang tidak mereda dalam 24 jam. Jauhkan dari jangkauan anak-anak.',
  body: 'Hanya untuk pemakaian luar. Jangan digunakan pada kulit yang luka atau iritasi. Hentikan pemakaian bila timbul reaksi alergi. Simpan di tempat sejuk dan kering, jauhkan dari jangkauan anak-anak.',
} as const;
