/**
 * The demo shop's terms, privacy and refund pages, in Thai and English: a starting point a real
 * shop rewrites in the back office (Settings → Policy pages) with its own lawyer's words.
 */
export const DEMO_POLICY_PAGES = {
  terms: {
    th: [
      '<p>ข้อกำหนดนี้ใช้กับการใช้งานเว็บไซต์ การสมัครสมาชิก และการซื้อคอร์สเรียนหรือสินค้าจาก บริษัท คอร์สช็อป จำกัด ("ร้าน") เมื่อสมัครสมาชิกหรือสั่งซื้อ ถือว่าคุณยอมรับข้อกำหนดนี้</p>',
      '<h2>บัญชีผู้ใช้</h2><ul><li>ข้อมูลที่ใช้สมัครต้องเป็นความจริงและเป็นปัจจุบัน</li><li>บัญชีหนึ่งใช้ได้เพียงหนึ่งคน ห้ามแบ่งปันรหัสผ่านหรือสิทธิ์การเรียนให้ผู้อื่น</li><li>ร้านอาจระงับบัญชีที่ใช้งานผิดข้อกำหนด</li></ul>',
      '<h2>การสั่งซื้อและการชำระเงิน</h2><ul><li>ราคาที่แสดงเป็นเงินบาท และแสดงภาษีมูลค่าเพิ่มแยกไว้ในสรุปคำสั่งซื้อ</li><li>คำสั่งซื้อที่ไม่ชำระภายในเวลาที่กำหนดจะถูกยกเลิกอัตโนมัติ</li><li>สิทธิ์เรียนเริ่มเมื่อร้านได้รับชำระเงินครบแล้ว</li></ul>',
      '<h2>สิทธิ์การเรียนและลิขสิทธิ์</h2><p>สิทธิ์เรียนเป็นของผู้ซื้อตามระยะเวลาของแผนราคาที่เลือก เนื้อหาทั้งหมดเป็นลิขสิทธิ์ของร้านและผู้สอน ห้ามบันทึก คัดลอก หรือเผยแพร่ต่อ</p>',
      '<h2>การเปลี่ยนแปลงข้อกำหนด</h2><p>ร้านอาจปรับปรุงข้อกำหนดนี้ และจะแจ้งบนหน้านี้ การใช้งานต่อหลังจากนั้นถือว่ายอมรับข้อกำหนดใหม่</p>',
      '<p>ติดต่อร้าน: hello@demo.shop โทร 02-123-4567</p>',
    ].join(''),
    en: [
      '<p>These terms apply to using this website, creating an account, and buying courses or products from Course Shop Co., Ltd. ("the shop"). By signing up or ordering you accept them.</p>',
      '<h2>Your account</h2><ul><li>The details you sign up with must be true and up to date.</li><li>An account is for one person: do not share your password or your access to courses.</li><li>The shop may suspend an account used against these terms.</li></ul>',
      '<h2>Orders and payment</h2><ul><li>Prices are in Thai baht; VAT is shown separately in the order summary.</li><li>An order not paid within its time limit is cancelled automatically.</li><li>Access to a course starts once the shop has received the full payment.</li></ul>',
      '<h2>Access and copyright</h2><p>Access belongs to the buyer for the term of the plan chosen. All content is the copyright of the shop and its teachers: do not record, copy or share it.</p>',
      '<h2>Changes</h2><p>The shop may update these terms and will publish the changes on this page; using the site afterwards means you accept them.</p>',
      '<p>Contact the shop: hello@demo.shop, phone 02-123-4567.</p>',
    ].join(''),
  },
  privacy: {
    th: [
      '<p>ร้านเก็บและใช้ข้อมูลส่วนบุคคลของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA) เท่าที่จำเป็นต่อการให้บริการ</p>',
      '<h2>ข้อมูลที่เราเก็บ</h2><ul><li>ชื่อ อีเมล เบอร์โทรศัพท์ และข้อมูลที่คุณกรอกตอนสมัคร</li><li>ที่อยู่จัดส่งและข้อมูลสำหรับออกใบกำกับภาษี เมื่อคุณขอ</li><li>ประวัติการสั่งซื้อและความคืบหน้าในการเรียน</li></ul><p>ร้านไม่เก็บเลขบัตรเครดิต การชำระด้วยบัตรทำผ่านผู้ให้บริการชำระเงินโดยตรง</p>',
      '<h2>เราใช้ข้อมูลเพื่อ</h2><ul><li>สร้างบัญชี รับคำสั่งซื้อ และเปิดสิทธิ์เรียน</li><li>ออกใบเสร็จและใบกำกับภาษีตามกฎหมาย</li><li>แจ้งข่าวเกี่ยวกับคำสั่งซื้อและคอร์สที่คุณเรียน</li></ul>',
      '<h2>สิทธิ์ของคุณ</h2><p>คุณขอดู แก้ไข ขอสำเนา หรือขอลบข้อมูลของคุณ และถอนความยินยอมได้ โดยติดต่อ hello@demo.shop ร้านจะตอบภายใน 30 วัน เอกสารทางภาษีต้องเก็บไว้ตามระยะเวลาที่กฎหมายกำหนด</p>',
    ].join(''),
    en: [
      '<p>The shop collects and uses your personal data under Thailand’s Personal Data Protection Act B.E. 2562 (PDPA), only as far as it needs to serve you.</p>',
      '<h2>What we keep</h2><ul><li>Your name, e-mail, phone and what you enter when signing up</li><li>Your delivery address and tax invoice details, when you ask for them</li><li>Your orders and your progress in your courses</li></ul><p>The shop never stores card numbers: card payments go straight to the payment provider.</p>',
      '<h2>What we use it for</h2><ul><li>Your account, your orders and your access to courses</li><li>Receipts and tax invoices, as the law requires</li><li>Messages about your orders and the courses you take</li></ul>',
      '<h2>Your rights</h2><p>You may see, correct, copy or have your data deleted, and withdraw your consent, by writing to hello@demo.shop; the shop answers within 30 days. Tax documents are kept for as long as the law requires.</p>',
    ].join(''),
  },
  refund: {
    th: [
      '<h2>คอร์สออนไลน์</h2><p>ขอคืนเงินได้เต็มจำนวนภายใน 7 วันนับจากวันที่ชำระเงิน หากเรียนไปไม่เกิน 20% ของเนื้อหา หลังจากนั้นร้านขอสงวนสิทธิ์ไม่คืนเงิน</p>',
      '<h2>คอร์สในห้องเรียนและคอร์สสด</h2><p>ยกเลิกได้ก่อนวันเริ่มเรียนอย่างน้อย 7 วัน รับเงินคืนเต็มจำนวน หรือเลื่อนไปรอบถัดไปได้หนึ่งครั้ง</p>',
      '<h2>สินค้า</h2><p>คืนสินค้าที่ยังไม่เปิดใช้ได้ภายใน 7 วันหลังได้รับ ผู้ซื้อเป็นผู้ออกค่าส่งคืน เว้นแต่สินค้าชำรุดหรือส่งผิด</p>',
      '<h2>วิธีขอคืนเงิน</h2><p>แจ้งเลขที่คำสั่งซื้อทางอีเมล hello@demo.shop หรือ LINE @courseshop ร้านคืนเงินผ่านช่องทางเดิมที่ชำระภายใน 14 วันทำการหลังอนุมัติ</p>',
    ].join(''),
    en: [
      '<h2>Online courses</h2><p>A full refund within 7 days of payment, as long as you have taken no more than 20% of the course. After that, no refund is given.</p>',
      '<h2>In-class and live courses</h2><p>Cancel at least 7 days before the first class for a full refund, or move once to the next round.</p>',
      '<h2>Products</h2><p>Unopened products may be returned within 7 days of delivery; the buyer pays the return postage unless the product is faulty or not what was ordered.</p>',
      '<h2>How to ask for a refund</h2><p>Send your order number to hello@demo.shop or LINE @courseshop. The shop refunds through the way you paid within 14 working days of approving it.</p>',
    ].join(''),
  },
} as const;
