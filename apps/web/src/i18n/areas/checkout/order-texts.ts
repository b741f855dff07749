import type { Widen } from '../../widen';

/** Texts of orders: creation, the purchase block, the order list and the thank-you page (the payment step's are in `payments`). */
export const orderTh = {
  order: {
    submit: 'สั่งซื้อ',
    stickyBar: 'ยอดรวมและปุ่มสั่งซื้อ',
    cannotOrderYet: 'ยังสั่งซื้อไม่ได้',
    freshTotals:
      'ราคา {{price}} ส่วนลด {{discount}} ค่าจัดส่ง {{shipping}} หักภาษี ณ ที่จ่าย {{withholding}} ยอดชำระใหม่ {{total}}',
    heldTitle: 'มีคำสั่งซื้อที่ยังไม่ชำระอยู่แล้ว',
    heldBy: 'คำสั่งซื้อเลขที่ {{orderId}} ซึ่งยังไม่ได้ชำระเงินมีรายการนี้อยู่แล้ว ชำระคำสั่งซื้อนั้น หรือยกเลิกก่อนสั่งซื้อใหม่',
    payHeldOrder: 'ไปชำระคำสั่งซื้อ {{orderId}}',
    close: 'ปิด',
  },
  orderStatus: {
    notYetReceived: 'รอชำระเงิน',
    pendingApproved: 'รอตรวจสอบ',
    approved: 'อนุมัติแล้ว',
    rejected: 'ไม่อนุมัติ',
    cancelled: 'ยกเลิกแล้ว',
  },
  purchase: {
    knownEmail: {
      title: 'อีเมล {{email}} มีบัญชีในร้านแล้ว',
      body: 'เข้าสู่ระบบเพื่อสั่งซื้อต่อด้วยตัวเลือกเดิม หรือให้เราส่งลิงก์เข้าสู่ระบบไปที่อีเมลนี้ แตะครั้งเดียวก็เข้าสู่ระบบได้โดยไม่ต้องใช้รหัสผ่าน',
      signIn: 'เข้าสู่ระบบและสั่งซื้อต่อ',
      mailLink: 'ส่งลิงก์เข้าสู่ระบบทางอีเมล',
      linkSent: 'ส่งลิงก์ไปที่ {{email}} แล้ว แตะลิงก์ในอีเมลภายใน {{minutes}} นาทีเพื่อเข้าสู่ระบบและกลับมาที่หน้านี้',
    },
    title: 'ลงทะเบียนและชำระเงิน',
    contactTitle: 'ติดต่อเรา',
    email: 'อีเมล',
    tel: 'โทร',
    line: 'LINE',
    loginTitle: 'ข้อมูลการเข้าสู่ระบบ',
    modeGuest: 'สั่งซื้อโดยไม่สมัครสมาชิก',
    modeMember: 'สมัครสมาชิกพร้อมตั้งชื่อผู้ใช้และรหัสผ่าน',
    modeLogin: 'มีบัญชีอยู่แล้ว เข้าสู่ระบบ',
    signedInAs: 'เข้าสู่ระบบในชื่อ {{name}}',
    loginFirst: 'กรุณาเข้าสู่ระบบก่อนสั่งซื้อ',
    planTitle: 'เลือกแผนราคา',
    noPlan: 'ไม่มีแผนราคาสำหรับคุณ',
    membersOnly: 'สำหรับสมาชิกเท่านั้น',
    submit: 'ยืนยันการสมัครและชำระเงิน',
  },
  orders: {
    title: 'คำสั่งซื้อของฉัน',
    number: 'คำสั่งซื้อเลขที่ {{id}}',
    amountToPay: 'ยอดที่ต้องชำระ',
    pay: 'ชำระเงิน',
    delete: 'ลบคำสั่งซื้อ',
    deleteTitle: 'ลบคำสั่งซื้อเลขที่ {{id}}?',
    deleteBody: 'คำสั่งซื้อนี้จะถูกยกเลิก และไม่สามารถกู้คืนได้',
    deleted: 'ลบคำสั่งซื้อเลขที่ {{id}} แล้ว',
    empty: 'ยังไม่มีคำสั่งซื้อ',
    learn: 'เข้าเรียน {{course}}',
  },
  thankYou: {
    title: 'ขอบคุณสำหรับการสั่งซื้อ',
    orderNumber: 'คำสั่งซื้อเลขที่ {{id}}',
    generic: 'เราได้รับคำสั่งซื้อของคุณแล้ว',
    toOrders: 'ดูคำสั่งซื้อของฉัน',
    steps: {
      learn: { title: 'ชำระเงินเรียบร้อย ขอบคุณสำหรับการสั่งซื้อ', next: 'เริ่มเรียนได้ทันทีที่คอร์สของฉัน' },
      'wait-for-review': {
        title: 'คำสั่งซื้อรอร้านตรวจสอบ',
        next: 'เราจะแจ้งทางอีเมลเมื่อร้านอนุมัติ แล้วจึงเริ่มเรียนได้',
      },
      pay: { title: 'คำสั่งซื้อนี้ยังไม่ได้ชำระเงิน', next: 'ชำระเงินเพื่อเริ่มเรียน' },
      'see-why': {
        title: 'คำสั่งซื้อนี้ไม่ได้ดำเนินการต่อ',
        next: 'ดูเหตุผลได้ที่คำสั่งซื้อของฉัน หรือสั่งซื้อใหม่ได้เลย',
      },
    },
    toMyCourses: 'ไปที่คอร์สของฉัน',
    startLearning: 'เริ่มเรียน',
    payNow: 'ชำระเงิน',
    shipProducts: 'เราจะจัดส่งสินค้าไปยังที่อยู่ที่คุณให้ไว้ ติดตามสถานะได้ที่คำสั่งซื้อของฉัน',
    bought: 'รายการที่สั่งซื้อ',
    paid: 'ชำระแล้ว',
    account:
      'คำสั่งซื้อนี้อยู่ในบัญชี {{email}} ครั้งต่อไปเข้าสู่ระบบด้วยอีเมลนี้ (ถ้ายังไม่มีรหัสผ่าน กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบเพื่อตั้งรหัสผ่าน)',
    accountMade: {
      title: 'เราสร้างบัญชีให้คุณแล้ว',
      body: 'บัญชีของคุณใช้อีเมล {{email}} (ชื่อผู้ใช้ {{username}}) คำสั่งซื้อนี้และคอร์สที่ซื้ออยู่ในบัญชีนี้ และเบราว์เซอร์นี้เข้าสู่ระบบอยู่แล้ว',
      signIn:
        'เราส่งลิงก์ตั้งรหัสผ่านไปที่อีเมลนี้แล้ว ตั้งรหัสผ่านแล้วครั้งต่อไปเข้าสู่ระบบด้วยอีเมลหรือชื่อผู้ใช้นี้ ถ้าไม่ได้รับอีเมล กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ',
    },
  },
};

export const orderEn: Widen<typeof orderTh> = {
  order: {
    submit: 'Place order',
    stickyBar: 'Total and order button',
    cannotOrderYet: 'The order cannot be placed yet',
    freshTotals:
      'Price {{price}}, discount {{discount}}, shipping {{shipping}}, withholding {{withholding}}; new amount to pay {{total}}',
    heldTitle: 'An unpaid order already holds this',
    heldBy:
      'Order {{orderId}}, not paid yet, already holds this item. Pay that order, or cancel it before ordering again.',
    payHeldOrder: 'Pay order {{orderId}}',
    close: 'Close',
  },
  orderStatus: {
    notYetReceived: 'Awaiting payment',
    pendingApproved: 'Being checked',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  purchase: {
    knownEmail: {
      title: '{{email}} already has an account here',
      body: 'Sign in to carry on with this order as you chose it, or we can e-mail you a link that signs you in with one tap, no password needed.',
      signIn: 'Sign in and carry on',
      mailLink: 'E-mail me a sign-in link',
      linkSent:
        'We sent a link to {{email}}. Tap it within {{minutes}} minutes to sign in and come back to this page.',
    },
    title: 'Register and pay',
    contactTitle: 'Contact us',
    email: 'E-mail',
    tel: 'Phone',
    line: 'LINE',
    loginTitle: 'Login info',
    modeGuest: 'Buy without registering',
    modeMember: 'Register with a username and password',
    modeLogin: 'I have an account: log in',
    signedInAs: 'Logged in as {{name}}',
    loginFirst: 'Please log in before ordering',
    planTitle: 'Choose a pricing plan',
    noPlan: 'No pricing plan for you',
    membersOnly: 'Members only',
    submit: 'Register and pay',
  },
  orders: {
    title: 'My orders',
    number: 'Order number {{id}}',
    amountToPay: 'Amount to pay',
    pay: 'Pay',
    delete: 'Delete order',
    deleteTitle: 'Delete order number {{id}}?',
    deleteBody: 'The order will be cancelled; this cannot be undone.',
    deleted: 'Order number {{id}} deleted',
    empty: 'No orders yet',
    learn: 'Start learning {{course}}',
  },
  thankYou: {
    title: 'Thank you for your order',
    orderNumber: 'Order number {{id}}',
    generic: 'We have received your order',
    toOrders: 'See my orders',
    steps: {
      learn: { title: 'Paid: thank you for your order', next: 'Start learning now in My courses' },
      'wait-for-review': {
        title: 'Your order is waiting for the shop to check it',
        next: 'We will e-mail you once the shop approves it, and then you can start learning',
      },
      pay: { title: 'This order is not paid yet', next: 'Pay it to start learning' },
      'see-why': {
        title: 'This order did not go ahead',
        next: 'See why in My orders, or order again',
      },
    },
    toMyCourses: 'Go to My courses',
    startLearning: 'Start learning',
    payNow: 'Pay now',
    shipProducts: 'We will send your products to the address you gave; follow them in My orders',
    bought: 'What you bought',
    paid: 'Paid',
    account:
      'This order is in the account of {{email}}. Next time, sign in with this e-mail (no password yet? Choose "Forgot password" on the sign-in page to set one).',
    accountMade: {
      title: 'We made an account for you',
      body: 'Your account uses {{email}} (username {{username}}): this order and what you bought are in it, and this browser is already signed in.',
      signIn:
        'We e-mailed you a link to set a password; once set, sign in next time with this e-mail or username. No e-mail? Choose "Forgot password" on the sign-in page.',
    },
  },
};
