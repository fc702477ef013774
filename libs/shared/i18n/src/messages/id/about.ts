import { certificatesMessages } from './certificates';

/** The brand page /about (spec 1 §2 About / Visi & Misi). The motto is 'brand.motto'. */
export const aboutMessages = {
  'about.title': 'Tentang Kami',
  'about.metaDescription':
    '{brand}: skincare dari klinik estetika dan dermatologi, diracik dokter untuk kulit tropis Indonesia.',
  'about.kicker': 'Tentang {brand}',
  'about.heading': 'Perawatan kulit yang lahir dari ruang praktik dokter',
  'about.lead':
    'Kami percaya kulit sehat bukan soal mengejar standar, tetapi soal merawat dengan tepat, jujur dan penuh kasih.',
  'about.storyTitle': 'Cerita Kami',
  'about.story1':
    '{brand} berawal pada 2016 sebagai klinik estetika dan dermatologi kecil di Jakarta Selatan. Setiap hari dokter kami bertemu pasien dengan keluhan yang mirip: jerawat yang tak kunjung reda, kulit kusam karena polusi, dan iritasi akibat produk yang tidak cocok dengan iklim tropis yang panas dan lembap.',
  'about.story2':
    'Dari ruang praktik itulah lahir formula pertama kami: pelembap ringan yang diracik dokter untuk pasien berkulit berminyak dan sensitif. Permintaan terus bertambah, hingga akhirnya kami membangun lini skincare sendiri yang diproduksi di fasilitas bersertifikat CPKB dan terdaftar di BPOM.',
  'about.story3':
    'Kini {brand} hadir sebagai toko online dan klinik yang saling terhubung. Kamu bisa berkonsultasi dengan dokter spesialis kulit, mendapat rekomendasi yang sesuai kondisi kulitmu, lalu merawatnya di rumah dengan produk yang sama yang kami gunakan di klinik.',
  'about.visionTitle': 'Visi',
  'about.vision':
    'Menjadi sahabat perawatan kulit yang paling dipercaya di Indonesia, dengan menghadirkan skincare berbasis ilmu dermatologi yang aman, terjangkau dan mudah dijangkau siapa saja.',
  'about.missionTitle': 'Misi',
  'about.mission1':
    'Meracik setiap produk bersama dokter spesialis kulit dan mengujinya secara klinis sebelum sampai ke tanganmu.',
  'about.mission2': 'Memilih bahan yang efektif, lembut dan sesuai untuk kulit tropis, tanpa klaim berlebihan.',
  'about.mission3': 'Membuka akses konsultasi dokter yang mudah dan transparan, dari klinik maupun dari rumah.',
  'about.mission4':
    'Mengedukasi lewat konten yang jujur agar setiap orang bisa memahami dan mencintai kulitnya sendiri.',
  'about.mottoTitle': 'Nilai Kami',
  'about.care': 'CARE',
  'about.careText':
    'Kami merawat dengan teliti: setiap formula, konsultasi dan pesanan ditangani dengan standar klinik.',
  'about.love': 'LOVE',
  'about.loveText': 'Kami mengajak kamu mencintai kulitmu apa adanya, merawatnya tanpa membandingkan.',
  'about.smile': 'SMILE',
  'about.smileText': 'Kulit yang sehat membawa rasa percaya diri, dan rasa percaya diri melahirkan senyum.',
  'about.longBanner': 'Promo {brand}',
  ...certificatesMessages,
  'about.faqTitle': 'Pertanyaan Umum',
  'about.faq1q': 'Apakah produk {brand} aman untuk kulit sensitif?',
  'about.faq1a':
    'Semua produk diformulasikan dokter, terdaftar BPOM dan telah melalui uji dermatologi. Untuk kulit sensitif, lakukan uji tempel di belakang telinga selama 24 jam sebelum pemakaian pertama.',
  'about.faq2q': 'Apakah saya harus konsultasi dulu sebelum membeli?',
  'about.faq2a':
    'Tidak wajib. Namun jika kamu ragu memilih produk atau punya keluhan kulit tertentu, dokter kami siap membantu melalui konsultasi online maupun di klinik.',
  'about.faq3q': 'Bisakah berbelanja tanpa membuat akun?',
  'about.faq3a':
    'Bisa, kamu dapat checkout sebagai tamu. Promo dan voucher hanya dapat digunakan oleh member yang sudah masuk.',
  'about.shippingTitle': 'Pengiriman',
  'about.shippingText':
    'Pesanan dikemas pada hari kerja setelah pembayaran terverifikasi dan dikirim ke seluruh Indonesia melalui kurir pilihanmu. Pengiriman reguler membutuhkan 1 sampai 3 hari kerja.',
  'about.paymentTitle': 'Pembayaran',
  'about.paymentText':
    'Bayar dengan virtual account bank, kartu kredit, gerai ritel atau dompet digital. Semua pembayaran diproses oleh mitra pembayaran berlisensi.',
} as const;
