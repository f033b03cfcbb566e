// Texts of the sign-in, sign-up, e-mail confirmation and password reset pages. Field and server
// errors are the contract's catalogue messages (`error.<code>`), not repeated here.
const en = {
  'authPages.field.username': 'Username',
  'authPages.field.firstName': 'First name',
  'authPages.field.lastName': 'Last name',
  'authPages.field.email': 'E-mail address',
  'authPages.field.login': 'E-mail address or username',
  'authPages.field.password': 'Password',
  'authPages.field.newPassword': 'New password',
  'authPages.field.confirmPassword': 'Confirm the new password',
  'authPages.password.rules':
    'At least {minLength} characters with a digit, a lower-case and an upper-case letter, and no spaces.',
  'authPages.username.help': '2 to 30 letters, digits, underscores or hyphens. Shown on your public profile.',
  'authPages.consent.label':
    'I agree to the updated <privacy>privacy policy</privacy> and <cookies>cookie policy</cookies>.',
  'authPages.referrer.question': 'How did you hear about Asperity?',
  'authPages.referrer.advertisement': 'An advertisement',
  'authPages.referrer.demo': 'A demonstration',
  'authPages.referrer.website': 'A website',
  'authPages.referrer.owns-instrument': 'I own a measuring instrument',
  'authPages.referrer.somebody-told-me': 'Somebody told me',
  'authPages.referrer.tradeshow': 'A trade show',
  'authPages.referrer.other': 'Other',

  'authPages.signIn.title': 'Sign in',
  'authPages.signIn.subtitle': 'Welcome back. Sign in to open your surface library.',
  'authPages.signIn.submit': 'Sign in',
  'authPages.signIn.forgotten': 'Forgot your password?',
  'authPages.signIn.noAccount': 'No account yet?',
  'authPages.signIn.toSignUp': 'Create one',

  'authPages.signUp.title': 'Create your account',
  'authPages.signUp.subtitle':
    'Store, view in 3D, analyse and share your surface measurements. Free to start.',
  'authPages.signUp.submit': 'Create account',
  'authPages.signUp.haveAccount': 'Already have an account?',
  'authPages.signUp.toSignIn': 'Sign in',
  'authPages.signUp.done.title': 'Confirm your e-mail address',
  'authPages.signUp.done.body':
    'We have sent a confirmation link to {email}. Open it to activate your account, then sign in.',
  'authPages.signUp.done.noMail': 'No mail after a few minutes? Check your spam folder or send it again.',
  'authPages.signUp.done.resend': 'Resend confirmation mail',
  'authPages.signUp.done.resent': 'A new confirmation mail is on its way. Earlier links no longer work.',
  'authPages.signUp.done.outboxBody':
    'This server sends no e-mail (it runs without SMTP_URL), so the confirmation link for {email} was kept in its outbox.',
  'authPages.signUp.done.outboxLocal':
    'You are on the server’s own machine: open the link here to activate your account, then sign in.',
  'authPages.signUp.done.outboxOpen': 'Open the confirmation link',
  'authPages.forgotten.outboxLocal':
    'This server sends no e-mail (it runs without SMTP_URL); you are on its own machine, where the reset link is kept:',
  'authPages.forgotten.outboxOpen': 'Open the reset link',
  'authPages.signUp.done.outboxElsewhere':
    'The outbox is shown only on the server’s own machine: open this page at http://localhost there, or ask whoever runs the server for the link.',

  'authPages.unconfirmed.title': 'This address was never confirmed',
  'authPages.unconfirmed.body':
    'An account with {email} was created earlier but its e-mail address was never confirmed. Create a new account anyway? The unconfirmed account will be removed.',
  'authPages.unconfirmed.create': 'Create anyway',
  'authPages.unconfirmed.reject': 'Cancel',

  'authPages.notConfirmed.title': 'Confirm your e-mail address first',
  'authPages.notConfirmed.body':
    'This account has not been confirmed yet. Open the link in the confirmation mail, or have it sent again.',
  'authPages.notConfirmed.resend': 'Resend confirmation mail',
  'authPages.notConfirmed.sent': 'A new confirmation mail has been sent to {email}.',

  'authPages.forgotten.title': 'Forgotten password',
  'authPages.forgotten.body':
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'authPages.forgotten.submit': 'Send link',
  'authPages.forgotten.sent':
    'If an account exists for {email}, a link to reset its password is on its way. The link is valid for {hours} hours.',

  'authPages.confirm.title': 'E-mail confirmation',
  'authPages.confirm.busy': 'Confirming your e-mail address…',
  'authPages.confirm.success': 'Thank you, your e-mail address is confirmed. You can now sign in.',
  'authPages.confirm.failure': 'The address is already confirmed or does not exist.',
  'authPages.confirm.toSignIn': 'Go to sign in',

  'authPages.reset.title': 'Choose a new password',
  'authPages.reset.subtitle': 'Your new password ends every session of your account on other devices.',
  'authPages.reset.submit': 'Change password',
  'authPages.reset.success': 'Your password has been changed. Sign in with the new one.',
  'authPages.reset.invalidHelp': 'You can ask for a new link on the sign-in page.',
  'authPages.reset.toSignIn': 'Go to sign in',

  'authPages.close': 'Close',
  'authPages.cancel': 'Cancel',
} as const;

export type AuthMessageId = keyof typeof en;

const ja = {
  'authPages.field.username': 'ユーザー名',
  'authPages.field.firstName': '名',
  'authPages.field.lastName': '姓',
  'authPages.field.email': 'メールアドレス',
  'authPages.field.login': 'メールアドレスまたはユーザー名',
  'authPages.field.password': 'パスワード',
  'authPages.field.newPassword': '新しいパスワード',
  'authPages.field.confirmPassword': '新しいパスワード（確認）',
  'authPages.password.rules':
    '{minLength}文字以上で、数字・英小文字・英大文字をそれぞれ含み、空白を含まないものにしてください。',
  'authPages.username.help':
    '英字、数字、アンダースコア、ハイフンで2〜30文字。公開プロフィールに表示されます。',
  'authPages.consent.label':
    '更新された<privacy>プライバシーポリシー</privacy>と<cookies>Cookieポリシー</cookies>に同意します。',
  'authPages.referrer.question': 'Asperity を何で知りましたか？',
  'authPages.referrer.advertisement': '広告',
  'authPages.referrer.demo': 'デモ',
  'authPages.referrer.website': 'ウェブサイト',
  'authPages.referrer.owns-instrument': '測定装置を所有している',
  'authPages.referrer.somebody-told-me': '人から聞いた',
  'authPages.referrer.tradeshow': '展示会',
  'authPages.referrer.other': 'その他',

  'authPages.signIn.title': 'サインイン',
  'authPages.signIn.subtitle': 'おかえりなさい。サインインして表面ライブラリを開きましょう。',
  'authPages.signIn.submit': 'サインイン',
  'authPages.signIn.forgotten': 'パスワードをお忘れですか？',
  'authPages.signIn.noAccount': 'アカウントをお持ちでない場合',
  'authPages.signIn.toSignUp': '新規登録',

  'authPages.signUp.title': 'アカウントを作成',
  'authPages.signUp.subtitle': '表面測定データの保存、3D表示、解析、共有。無料で始められます。',
  'authPages.signUp.submit': 'アカウントを作成',
  'authPages.signUp.haveAccount': 'すでにアカウントをお持ちの場合',
  'authPages.signUp.toSignIn': 'サインイン',
  'authPages.signUp.done.title': 'メールアドレスを確認してください',
  'authPages.signUp.done.body':
    '{email} 宛てに確認リンクを送信しました。リンクを開いてアカウントを有効にしてから、サインインしてください。',
  'authPages.signUp.done.noMail':
    '数分たってもメールが届かない場合は、迷惑メールフォルダを確認するか、再送信してください。',
  'authPages.signUp.done.resend': '確認メールを再送信',
  'authPages.signUp.done.resent': '新しい確認メールを送信しました。以前のリンクは使用できなくなります。',
  'authPages.signUp.done.outboxBody':
    'このサーバーはメールを送信しません（SMTP_URL 未設定）。{email} 宛ての確認リンクはサーバーの送信箱に保管されています。',
  'authPages.signUp.done.outboxLocal':
    'サーバーと同じマシンからアクセスしています。ここでリンクを開いてアカウントを有効にし、サインインしてください。',
  'authPages.signUp.done.outboxOpen': '確認リンクを開く',
  'authPages.forgotten.outboxLocal':
    'このサーバーはメールを送信しません（SMTP_URL 未設定）。サーバーと同じマシンからアクセスしているため、保管されたリセットリンクを開けます:',
  'authPages.forgotten.outboxOpen': 'リセットリンクを開く',
  'authPages.signUp.done.outboxElsewhere':
    '送信箱はサーバー自身のマシンでのみ表示されます。そのマシンで http://localhost からこのページを開くか、サーバーの管理者にリンクを尋ねてください。',

  'authPages.unconfirmed.title': 'このアドレスは未確認です',
  'authPages.unconfirmed.body':
    '{email} のアカウントは以前に作成されましたが、メールアドレスが確認されていません。それでも新しいアカウントを作成しますか？未確認のアカウントは削除されます。',
  'authPages.unconfirmed.create': 'それでも作成',
  'authPages.unconfirmed.reject': 'キャンセル',

  'authPages.notConfirmed.title': 'まずメールアドレスを確認してください',
  'authPages.notConfirmed.body':
    'このアカウントはまだ確認されていません。確認メールのリンクを開くか、メールを再送信してください。',
  'authPages.notConfirmed.resend': '確認メールを再送信',
  'authPages.notConfirmed.sent': '{email} 宛てに新しい確認メールを送信しました。',

  'authPages.forgotten.title': 'パスワードの再設定',
  'authPages.forgotten.body':
    'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  'authPages.forgotten.submit': 'リンクを送信',
  'authPages.forgotten.sent':
    '{email} のアカウントが存在する場合、パスワード再設定用のリンクを送信しました。リンクの有効期限は{hours}時間です。',

  'authPages.confirm.title': 'メールアドレスの確認',
  'authPages.confirm.busy': 'メールアドレスを確認しています…',
  'authPages.confirm.success': 'メールアドレスが確認されました。サインインできます。',
  'authPages.confirm.failure': 'このアドレスは既に確認済みか、存在しません。',
  'authPages.confirm.toSignIn': 'サインインへ',

  'authPages.reset.title': '新しいパスワードを設定',
  'authPages.reset.subtitle': '新しいパスワードを設定すると、他の端末のセッションはすべて終了します。',
  'authPages.reset.submit': 'パスワードを変更',
  'authPages.reset.success': 'パスワードを変更しました。新しいパスワードでサインインしてください。',
  'authPages.reset.invalidHelp': 'サインインページから新しいリンクを請求できます。',
  'authPages.reset.toSignIn': 'サインインへ',

  'authPages.close': '閉じる',
  'authPages.cancel': 'キャンセル',
} satisfies Record<AuthMessageId, string>;

const zh = {
  'authPages.field.username': '用户名',
  'authPages.field.firstName': '名',
  'authPages.field.lastName': '姓',
  'authPages.field.email': '电子邮件地址',
  'authPages.field.login': '电子邮件地址或用户名',
  'authPages.field.password': '密码',
  'authPages.field.newPassword': '新密码',
  'authPages.field.confirmPassword': '确认新密码',
  'authPages.password.rules': '至少 {minLength} 个字符，须包含数字、小写字母和大写字母，且不含空格。',
  'authPages.username.help': '2 到 30 个字母、数字、下划线或连字符。会显示在您的公开个人资料中。',
  'authPages.consent.label': '我同意更新后的<privacy>隐私政策</privacy>和<cookies>Cookie 政策</cookies>。',
  'authPages.referrer.question': '您是如何了解到 Asperity 的？',
  'authPages.referrer.advertisement': '广告',
  'authPages.referrer.demo': '产品演示',
  'authPages.referrer.website': '网站',
  'authPages.referrer.owns-instrument': '我拥有测量仪器',
  'authPages.referrer.somebody-told-me': '他人推荐',
  'authPages.referrer.tradeshow': '展会',
  'authPages.referrer.other': '其他',

  'authPages.signIn.title': '登录',
  'authPages.signIn.subtitle': '欢迎回来。登录以打开您的表面数据库。',
  'authPages.signIn.submit': '登录',
  'authPages.signIn.forgotten': '忘记密码？',
  'authPages.signIn.noAccount': '还没有账户？',
  'authPages.signIn.toSignUp': '立即创建',

  'authPages.signUp.title': '创建账户',
  'authPages.signUp.subtitle': '存储、三维查看、分析和共享您的表面测量数据。免费开始使用。',
  'authPages.signUp.submit': '创建账户',
  'authPages.signUp.haveAccount': '已有账户？',
  'authPages.signUp.toSignIn': '登录',
  'authPages.signUp.done.title': '请确认您的电子邮件地址',
  'authPages.signUp.done.body': '我们已向 {email} 发送了确认链接。请打开该链接激活账户，然后登录。',
  'authPages.signUp.done.noMail': '几分钟后仍未收到邮件？请检查垃圾邮件文件夹，或重新发送。',
  'authPages.signUp.done.resend': '重新发送确认邮件',
  'authPages.signUp.done.resent': '新的确认邮件正在发送中。之前的链接已失效。',
  'authPages.signUp.done.outboxBody':
    '此服务器不发送电子邮件（未设置 SMTP_URL），{email} 的确认链接保存在其发件箱中。',
  'authPages.signUp.done.outboxLocal': '您正在服务器本机上访问：在此打开链接以激活账户，然后登录。',
  'authPages.signUp.done.outboxOpen': '打开确认链接',
  'authPages.forgotten.outboxLocal':
    '此服务器不发送电子邮件（未设置 SMTP_URL）；您正在服务器本机上访问，重置链接保存在此：',
  'authPages.forgotten.outboxOpen': '打开重置链接',
  'authPages.signUp.done.outboxElsewhere':
    '发件箱仅在服务器本机上显示：请在该机器上通过 http://localhost 打开此页面，或向服务器管理员索取链接。',

  'authPages.unconfirmed.title': '此地址从未被确认',
  'authPages.unconfirmed.body':
    '此前已有人用 {email} 创建了账户，但其电子邮件地址从未被确认。仍要创建新账户吗？未确认的账户将被删除。',
  'authPages.unconfirmed.create': '仍然创建',
  'authPages.unconfirmed.reject': '取消',

  'authPages.notConfirmed.title': '请先确认您的电子邮件地址',
  'authPages.notConfirmed.body': '此账户尚未确认。请打开确认邮件中的链接，或重新发送该邮件。',
  'authPages.notConfirmed.resend': '重新发送确认邮件',
  'authPages.notConfirmed.sent': '新的确认邮件已发送至 {email}。',

  'authPages.forgotten.title': '忘记密码',
  'authPages.forgotten.body': '请输入您账户的电子邮件地址，我们将向您发送一个用于设置新密码的链接。',
  'authPages.forgotten.submit': '发送链接',
  'authPages.forgotten.sent':
    '如果存在使用 {email} 的账户，重置密码的链接正在发送中。该链接在 {hours} 小时内有效。',

  'authPages.confirm.title': '电子邮件确认',
  'authPages.confirm.busy': '正在确认您的电子邮件地址…',
  'authPages.confirm.success': '谢谢，您的电子邮件地址已确认。现在可以登录了。',
  'authPages.confirm.failure': '该地址已被确认或不存在。',
  'authPages.confirm.toSignIn': '前往登录',

  'authPages.reset.title': '设置新密码',
  'authPages.reset.subtitle': '新密码将结束您的账户在其他设备上的所有会话。',
  'authPages.reset.submit': '更改密码',
  'authPages.reset.success': '您的密码已更改。请使用新密码登录。',
  'authPages.reset.invalidHelp': '您可以在登录页面申请新的链接。',
  'authPages.reset.toSignIn': '前往登录',

  'authPages.close': '关闭',
  'authPages.cancel': '取消',
} satisfies Record<AuthMessageId, string>;

export const messages = { en, ja, zh };
