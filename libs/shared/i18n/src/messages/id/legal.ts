/**
 * The legal pages /privacy-policy and /terms-condition (spec 1 §2, spec 3 §9). Section bodies are
 * plain text: paragraphs separated by a blank line, list items starting with '- '. Numbers that are
 * shop rules (ages, minutes, days, sizes) arrive as {variables} from the terms constants.
 */
export const legalMessages = {
  'legal.lastUpdated': 'Terakhir diperbarui {date}',
  'legal.toc': 'Daftar Isi',
  'legal.backToTop': 'Kembali ke atas',

  'privacy.title': 'Kebijakan Privasi',
  'privacy.metaDescription':
    'Bagaimana {brand} mengumpulkan, memakai dan melindungi data pribadi pelanggan toko online dan klinik.',
  'privacy.intro':
    'Kebijakan Privasi ini menjelaskan bagaimana {brand} ("kami") mengumpulkan, menggunakan, menyimpan dan melindungi data pribadi kamu saat berbelanja di toko online {brand}, berkonsultasi dengan dokter kami, atau membaca konten kami. Dengan menggunakan layanan kami, kamu menyetujui praktik yang dijelaskan di sini. Kebijakan ini disusun dengan mengacu pada Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi dan peraturan terkait yang berlaku di Indonesia.',
  'privacy.collect.title': 'Data yang Kami Kumpulkan',
  'privacy.collect.body':
    'Kami hanya mengumpulkan data yang kami perlukan untuk melayani kamu:\n\n- Data akun: nama lengkap, alamat email, nomor telepon, jenis kelamin, tanggal lahir dan foto profil.\n- Data pengiriman: nama penerima, nomor telepon penerima, alamat lengkap, kode pos dan catatan untuk kurir.\n- Data transaksi: produk yang dibeli, voucher yang dipakai, metode pembayaran dan status pesanan. Kami tidak menyimpan nomor kartu kredit; pembayaran diproses oleh mitra pembayaran berlisensi.\n- Data kulit: jenis dan masalah kulit yang kamu isi pada profil, untuk rekomendasi produk yang lebih sesuai.\n- Data penggunaan: halaman yang dikunjungi, produk yang dilihat, perangkat dan browser yang dipakai, serta alamat IP.',
  'privacy.use.title': 'Cara Kami Menggunakan Data',
  'privacy.use.body':
    'Data kamu kami gunakan untuk:\n\n- Memproses pesanan, pembayaran, pengiriman dan pengembalian dana.\n- Memverifikasi nomor telepon dengan kode OTP yang dikirim melalui WhatsApp.\n- Memberi rekomendasi produk dan perawatan sesuai kondisi kulit kamu.\n- Mengirim notifikasi status transaksi dan, jika kamu setuju, informasi promo.\n- Menjaga keamanan akun dan mencegah penipuan atau penyalahgunaan voucher.\n- Meningkatkan kualitas produk, layanan dan situs kami berdasarkan data penggunaan yang telah diagregasi.',
  'privacy.health.title': 'Data Kesehatan dan Konsultasi',
  'privacy.health.body':
    'Catatan konsultasi, foto kondisi kulit, riwayat alergi dan resep yang kamu bagikan kepada dokter {brand} termasuk data pribadi yang bersifat spesifik. Data ini hanya dapat diakses oleh dokter dan tenaga kesehatan yang menangani kamu, disimpan sebagai rekam medis sesuai ketentuan Kementerian Kesehatan, dan tidak pernah kami gunakan untuk keperluan pemasaran.',
  'privacy.share.title': 'Berbagi Data dengan Pihak Ketiga',
  'privacy.share.body':
    'Kami tidak menjual data pribadi kamu. Data hanya kami bagikan sejauh diperlukan kepada:\n\n- Mitra pembayaran (bank, penyedia virtual account, kartu kredit dan dompet digital) untuk memproses pembayaran.\n- Jasa pengiriman untuk mengantar pesanan, terbatas pada nama, nomor telepon dan alamat penerima.\n- Penyedia layanan pesan untuk mengirim kode OTP dan notifikasi.\n- Instansi pemerintah atau penegak hukum jika diwajibkan oleh peraturan perundang-undangan.\n\nSetiap mitra wajib menjaga kerahasiaan data dan hanya memakainya untuk tujuan yang kami tentukan.',
  'privacy.cookies.title': 'Cookie dan Penyimpanan di Browser',
  'privacy.cookies.body':
    'Kami memakai cookie sesi untuk menjaga kamu tetap masuk; cookie ini berlaku selama 1 hari. Keranjang belanja tamu, token checkout tamu dan data checkout disimpan di penyimpanan lokal browser kamu sampai kamu masuk atau menyelesaikan pesanan. Kamu dapat menghapus cookie dan penyimpanan lokal kapan saja melalui pengaturan browser, tetapi beberapa fitur seperti keranjang mungkin tidak berfungsi dengan baik setelahnya.',
  'privacy.newsletter.title': 'Newsletter dan Komunikasi Promo',
  'privacy.newsletter.body':
    'Jika kamu mendaftarkan email di newsletter kami, kami akan mengirim kabar produk baru, promo dan artikel perawatan kulit. Kamu dapat berhenti berlangganan kapan saja melalui tautan di setiap email atau dengan menghubungi kami. Email transaksi seperti konfirmasi pesanan tetap dikirim selama kamu memiliki pesanan aktif.',
  'privacy.security.title': 'Penyimpanan dan Keamanan Data',
  'privacy.security.body':
    'Data disimpan di server yang berlokasi di Indonesia dengan akses terbatas, koneksi terenkripsi (HTTPS) dan kata sandi yang disimpan dalam bentuk hash. Data akun kami simpan selama akun kamu aktif, data transaksi selama 10 tahun sesuai kewajiban perpajakan, dan rekam medis sesuai ketentuan yang berlaku. Jika terjadi kegagalan pelindungan data yang berdampak pada kamu, kami akan memberi tahu kamu paling lambat 3 x 24 jam.',
  'privacy.rights.title': 'Hak Kamu',
  'privacy.rights.body':
    'Sebagai pemilik data, kamu berhak untuk:\n\n- Mengakses dan memperoleh salinan data pribadi kamu.\n- Memperbaiki data yang tidak akurat melalui halaman profil atau dengan menghubungi kami.\n- Menarik persetujuan pemrosesan data, termasuk berhenti berlangganan newsletter.\n- Meminta penghapusan akun dan data pribadi, kecuali data yang wajib kami simpan menurut hukum.\n\nPermintaan akan kami proses paling lambat 3 x 24 jam setelah identitas kamu terverifikasi.',
  'privacy.minors.title': 'Pengguna di Bawah Umur',
  'privacy.minors.body':
    'Layanan kami ditujukan bagi pengguna berusia minimal {adultAge} tahun. Pengguna yang lebih muda hanya boleh berbelanja atau berkonsultasi dengan pendampingan dan persetujuan orang tua atau wali.',
  'privacy.changes.title': 'Perubahan Kebijakan',
  'privacy.changes.body':
    'Kebijakan ini dapat kami perbarui sewaktu-waktu. Tanggal pembaruan terakhir tercantum di bagian atas halaman ini, dan perubahan penting akan kami umumkan melalui email atau notifikasi di situs.',
  'privacy.contact.title': 'Hubungi Kami',
  'privacy.contact.body':
    'Pertanyaan, permintaan atau keluhan tentang data pribadi dapat kamu sampaikan kepada tim layanan pelanggan {brand} melalui email {email} atau WhatsApp {phone}, maupun langsung di {clinic}.',

  'terms.title': 'Syarat dan Ketentuan',
  'terms.metaDescription':
    'Syarat dan ketentuan berbelanja dan berkonsultasi di {brand}: akun, pembayaran, pengiriman, konsultasi dokter dan pengembalian dana.',
  'terms.intro':
    'Syarat dan Ketentuan ini mengatur penggunaan toko online dan layanan konsultasi {brand}. Mohon baca dengan saksama. Dengan membuat akun, berbelanja atau memesan konsultasi, kamu dianggap telah membaca, memahami dan menyetujui seluruh ketentuan di bawah ini.',
  'terms.account.title': 'Akun dan Usia Pengguna',
  'terms.account.body':
    '- Kamu harus berusia minimal {adultAge} tahun, atau didampingi orang tua atau wali, untuk membuat akun dan bertransaksi.\n- Data yang kamu daftarkan harus benar dan terbaru. Nomor telepon diverifikasi dengan kode OTP yang dikirim melalui WhatsApp.\n- Kamu bertanggung jawab menjaga kerahasiaan kata sandi dan seluruh aktivitas di akun kamu.\n- Kami berhak menangguhkan akun yang terindikasi penipuan, penyalahgunaan promo atau pelanggaran ketentuan ini.',
  'terms.products.title': 'Produk, Harga dan Promo',
  'terms.products.body':
    '- Seluruh produk {brand} terdaftar di BPOM. Hasil pemakaian dapat berbeda pada setiap orang; lakukan uji tempel sebelum pemakaian pertama.\n- Harga ditampilkan dalam Rupiah dan sudah termasuk pajak, belum termasuk ongkos kirim.\n- Promo dan voucher berlaku selama periode dan kuota tersedia, dengan syarat yang tertera pada masing-masing voucher.\n- Dalam satu pesanan dapat digunakan paling banyak satu voucher pengiriman dan satu voucher transaksi. Voucher tidak dapat diuangkan.\n- Diskon produk spesial dapat memiliki batas jumlah pembelian per pelanggan.\n- Checkout sebagai tamu tidak dapat menggunakan promo.',
  'terms.orders.title': 'Pemesanan dan Pembayaran',
  'terms.orders.body':
    '- Pesanan dianggap sah setelah pembayaran kami terima melalui virtual account, kartu kredit, gerai ritel atau dompet digital yang tersedia.\n- Pesanan yang tidak dibayar sampai batas waktu pembayaran akan dibatalkan secara otomatis dan stok dikembalikan.\n- Kami berhak membatalkan pesanan jika terjadi kesalahan harga yang nyata atau stok tidak tersedia; dana yang sudah dibayarkan akan dikembalikan penuh.',
  'terms.shipping.title': 'Pengiriman',
  'terms.shipping.body':
    '- Pesanan dikemas dan diserahkan ke kurir pada hari kerja setelah pembayaran terverifikasi.\n- Estimasi pengiriman reguler adalah {deliveryMin} sampai {deliveryMax} hari kerja, tergantung kota tujuan dan kurir yang dipilih.\n- Pastikan alamat dan nomor telepon penerima benar. Keterlambatan atau kegagalan kirim akibat alamat yang salah bukan tanggung jawab kami.\n- Mohon rekam video saat membuka paket sebagai bukti jika ada produk yang rusak atau kurang.',
  'terms.consult.title': 'Konsultasi Dokter',
  'terms.consult.body':
    '- Konsultasi dilakukan oleh dokter umum dan dokter spesialis kulit yang memiliki Surat Tanda Registrasi (STR) dan Surat Izin Praktik (SIP) yang berlaku.\n- Pembatalan atau perubahan jadwal konsultasi paling lambat {cancelMinutes} menit sebelum jadwal dimulai. Pembatalan yang lebih lambat tidak dapat dikembalikan dananya.\n- Jika dokter tidak hadir lebih dari {noShowHours} jam dari jadwal, biaya konsultasi dikembalikan penuh.\n- Satu sesi chat dengan dokter berlangsung maksimal {chatMinutes} menit.\n- Foto yang dikirim saat chat harus berformat {imageTypes} dengan ukuran maksimal {imageMaxMb} MB.\n- Konsultasi online tidak menggantikan pemeriksaan langsung. Untuk kondisi darurat, segera kunjungi fasilitas kesehatan terdekat.',
  'terms.prescription.title': 'Resep',
  'terms.prescription.body':
    '- Produk yang memerlukan resep hanya dapat dibeli dengan resep dokter {brand} yang masih berlaku.\n- Resep harus ditebus dalam waktu {prescriptionMonths} bulan sejak diterbitkan. Setelah itu kamu perlu berkonsultasi ulang.\n- Resep berlaku untuk pemilik akun yang berkonsultasi dan tidak boleh dipindahtangankan.',
  'terms.refund.title': 'Pengembalian Dana',
  'terms.refund.body':
    '- Klaim pengembalian dana untuk produk diajukan paling lambat {refundProductDays} hari kalender setelah produk diterima, disertai video pembukaan paket dan foto produk.\n- Klaim pengembalian dana untuk konsultasi diajukan paling lambat {refundConsultDays} hari setelah pemesanan konsultasi.\n- Produk yang sudah dibuka atau dipakai tidak dapat dikembalikan, kecuali rusak, salah kirim atau kedaluwarsa saat diterima.\n- Dana yang disetujui dikembalikan ke metode pembayaran semula dalam 7 sampai 14 hari kerja.',
  'terms.complaints.title': 'Keluhan',
  'terms.complaints.body':
    'Keluhan atas produk, pesanan atau layanan dokter dapat disampaikan paling lambat {complaintDays} hari setelah produk diterima atau konsultasi selesai, melalui WhatsApp atau email layanan pelanggan. Kami akan menanggapi setiap keluhan pada hari kerja berikutnya.',
  'terms.ip.title': 'Hak Kekayaan Intelektual',
  'terms.ip.body':
    'Nama dan logo {brand}, foto produk, artikel blog dan seluruh konten di situs ini dilindungi hak cipta dan merek. Konten tidak boleh disalin, diubah atau digunakan untuk kepentingan komersial tanpa izin tertulis dari kami. Kamu boleh membagikan tautan artikel dan produk kami.',
  'terms.liability.title': 'Batasan Tanggung Jawab',
  'terms.liability.body':
    'Informasi di blog dan deskripsi produk bersifat edukatif dan bukan diagnosis medis. {brand} tidak bertanggung jawab atas reaksi kulit akibat pemakaian yang tidak sesuai petunjuk, penggunaan produk oleh orang lain, atau gangguan layanan yang disebabkan oleh pihak ketiga maupun keadaan kahar.',
  'terms.law.title': 'Hukum yang Berlaku',
  'terms.law.body':
    'Ketentuan ini diatur oleh hukum Republik Indonesia. Perselisihan akan diselesaikan terlebih dahulu secara musyawarah; jika tidak tercapai kesepakatan, para pihak sepakat menyelesaikannya melalui Pengadilan Negeri Jakarta Selatan.',
  'terms.changes.title': 'Perubahan dan Kontak',
  'terms.changes.body':
    'Kami dapat mengubah ketentuan ini sewaktu-waktu; versi terbaru selalu tersedia di halaman ini beserta tanggal pembaruannya. Pertanyaan tentang ketentuan ini dapat disampaikan ke layanan pelanggan {brand} melalui email {email} atau WhatsApp {phone}.',
} as const;
