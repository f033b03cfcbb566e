// Korean is present but switched off (spec part 1 §1); missing ids fall back to English.
import type { CommonMessageId } from './en.ts';

export const ko = {
  'nav.home': '홈',
  'nav.myImages': '내 이미지',
  'nav.profile': '프로필',
  'nav.community': '커뮤니티',
  'nav.gallery': '공개 갤러리',
  'nav.forum': '포럼',
  'nav.plans': '요금제',
  'nav.help': '도움말',
  'nav.adminAccounts': '계정 관리',
  'language.menu': '언어',
  'auth.signIn': '로그인',
  'auth.signUp': '회원가입',
  'auth.welcome': '{firstName}님, 환영합니다',
  'auth.account': '계정',
  'auth.signOut': '로그아웃',
  'common.ok': '확인',
  'common.cancel': '취소',
  'common.close': '닫기',
} satisfies Partial<Record<CommonMessageId, string>>;
