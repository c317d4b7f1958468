// Rules page content: Vietnamese. Same keys as en.js.

export default {
  meta: {
    name: 'Tiếng Việt',
    htmlLang: 'vi',
  },
  ui: {
    title: 'Luật Hnefatafl Copenhagen',
    heading: 'Cách chơi Hnefatafl Copenhagen (cờ Viking)',
    lead: [
      'Hnefatafl là trò cờ của người Viking về Vua và đội cận vệ: một toán quân nhỏ bảo vệ Vua và tìm đường đưa Vua thoát ra, còn một đạo quân đông gấp đôi tìm cách bắt Vua. Trang này kể trò chơi từ đâu mà có, trình bày mọi luật chúng tôi áp dụng kèm một sơ đồ nhỏ cho từng luật, rồi giúp bạn chơi những ván đầu tiên.',
    ],
    back: '← Quay lại ván cờ',
    language: 'Ngôn ngữ',
    toc: 'Mục lục',
    anchor: 'Liên kết tới mục này',
    rulesetLabel: 'Bộ luật:',
    top: 'Lên đầu trang',
    skip: 'Đi thẳng tới phần luật',
  },
  legend: {
    title: 'Cách đọc sơ đồ',
    attacker: 'quân tấn công (đỏ sẫm)',
    defender: 'quân phòng thủ (xanh nhạt)',
    king: 'Vua (xanh nhạt, có dấu chữ thập)',
    special: 'ngai hoặc góc (có ký hiệu chữ rune)',
    move: 'nước vừa đi (màu hổ phách)',
    taken: 'quân bị bắt (gạch chéo)',
    dot: 'ô mà quân có thể đi tới',
  },
  sections: {
    history: {
      title: 'Trò chơi từ đâu mà có',
      body: [
        '**Tafl** là tên gọi chung của một họ trò chơi trên bàn cờ ở Bắc Âu, được chơi suốt nhiều thế kỷ trước khi cờ vua tới đó. Quân cờ và mảnh bàn cờ là những hiện vật thường gặp của khảo cổ học thời Viking khắp thế giới Bắc Âu, và các saga cũng kể về trò chơi này. **Hnefatafl** là trò nổi tiếng nhất trong họ. Tên của nó bắt nguồn từ *hnefi*, “nắm đấm”: quân ở chính giữa, mà chúng ta gọi là Vua.',
        'Khi trò chơi còn được chơi, không ai chép luật lại. Cuối thời Trung Cổ, cờ vua đẩy tafl sang một bên và cách chơi dần bị quên lãng; vì thế mọi bộ luật đang dùng ngày nay đều là bản phục dựng hiện đại.',
        'Manh mối tốt nhất đến muộn và từ rất xa. Năm **1732**, nhà thực vật học trẻ **Carl Linnaeus** đi qua vùng Lapland và ghi trong nhật ký một trò chơi mà người Sámi gọi là **tablut**: bàn 9×9, một Vua với tám quân phòng thủ chống lại mười sáu quân tấn công. Ghi chép của ông ngắn, một phần bằng tiếng Latinh, và bỏ ngỏ nhiều điểm then chốt. Bản dịch tiếng Anh in năm 1811 lại hiểu sai vài chỗ, và suốt một thời gian dài các bản phục dựng dựa vào văn bản sai lệch đó, nên mỗi cuốn sách dạy một trò gần như khác nhau.',
        'Trong thế kỷ XX và XXI, người chơi quay về nguồn tư liệu và thử luật trên bàn cờ cho tới khi hai bên cân bằng. Từ công việc đó ra đời **luật Copenhagen** cho bàn 11×11, một bộ luật được soạn rất chi tiết: Vua được tham gia bắt quân, ngai và các góc là ô thù địch, ở mép bàn có thể bắt cả một hàng quân (bức tường khiên), bên phòng thủ có thể thắng khi Vua ở trong một pháo đài không thể phá ở mép bàn (pháo đài thoát hiểm), và bên tấn công có thể thắng bằng cách vây kín.',
        'Phục dựng nghĩa là phải lựa chọn, và mỗi lựa chọn đều có sức nặng. Vua có được tham gia bắt quân hay không, cần bao nhiêu quân tấn công để bắt Vua, ô nào được tính là thù địch, chuyện gì xảy ra khi thế cờ lặp lại — mỗi điểm đều làm lệch cán cân giữa hai bên. Biên bản ván cờ, bài tập và sức cờ của máy chỉ có ý nghĩa khi mọi người biết chính xác luật nào đã được dùng. Vì vậy bộ luật của chúng tôi có tên và được giữ cố định: bộ máy cờ, trang này và các bài kiểm thử theo cùng một văn bản, và mọi thay đổi đồng nghĩa với một tên mới. Đặc biệt lưu ý: chúng tôi **không** dùng điều khoản mới hơn cấm bên phòng thủ lặp lại thế cờ.',
      ],
    },
    rules: {
      title: 'Luật đầy đủ',
      body: [
        'Đây là từng điều luật mà trò chơi áp dụng. Chữ và số bên cạnh mỗi tiêu đề (M1, C1…) là tên điều khoản trong văn bản luật và các bài kiểm thử của chúng tôi.',
      ],
    },
    board: {
      title: 'Bàn cờ và cách bày quân',
      body: [
        'Bàn cờ có 11×11 ô. Các cột được đánh chữ a–k từ trái sang phải, các hàng được đánh số 1–11 từ dưới lên, nên mỗi ô có tên như `f6`.',
        'Năm ô đặc biệt gọi là **ô hạn chế**: **ngai** ở giữa (f6) và bốn **góc** (a1, k1, a11, k11).',
        '**Bên tấn công** có 24 quân, chia bốn nhóm ở giữa các cạnh. **Bên phòng thủ** có 12 quân và **Vua**, Vua bắt đầu trên ngai. Bên tấn công đi nước đầu tiên, sau đó hai bên thay phiên nhau.',
      ],
    },
    m1: {
      title: 'Cách đi quân',
      body: [
        'Quân nào cũng di chuyển giống quân Xe của cờ vua, Vua cũng vậy: chạy thẳng theo hàng hoặc cột qua số ô trống tùy ý. Không được nhảy qua quân, không đi chéo và không đổi hướng giữa chừng.',
        'Đến lượt thì phải đi: không có bỏ lượt, cũng không có nước đi không ô nào.',
      ],
    },
    m2: {
      title: 'Ô hạn chế',
      body: [
        'Chỉ Vua được dừng trên ngai hoặc ở góc. Vua đã rời ngai vẫn có thể quay lại.',
        'Quân nào cũng được **đi xuyên qua** ngai trống để tới ô phía bên kia, chỉ là không được dừng trên đó.',
      ],
    },
    c1: {
      title: 'Bắt quân bằng cách kẹp',
      body: [
        'Bạn bắt một quân địch bằng cách kẹp nó giữa hai quân của mình trên cùng một hàng hoặc cột. Khi quân của bạn đã đặt xuống, hãy nhìn bốn ô kề bên: một quân thường của địch ở đó bị bắt nếu ô phía sau nó, trên cùng đường thẳng, có quân của bạn hoặc là ô thù địch (C2).',
        'Vua **được tham gia bắt quân**: Vua có thể làm một trong hai gọng kẹp của bên phòng thủ. Nhưng bản thân Vua không bao giờ bị bắt theo cách này (xem K1).',
        'Một nước đi có thể bắt nhiều quân theo các hướng khác nhau.',
        'Chỉ quân vừa đi mới khép được thế kẹp, vì vậy đặt quân của mình **vào giữa** hai quân địch không có gì nguy hiểm.',
      ],
    },
    c2: {
      title: 'Ô thù địch',
      body: [
        'Ô thù địch đóng vai trò như một quân địch ở gọng kẹp phía xa.',
        '- **Góc** trống là ô thù địch với cả bên tấn công lẫn bên phòng thủ.',
        '- **Ngai** lúc nào cũng thù địch với bên tấn công; còn với bên phòng thủ thì chỉ khi trên ngai không có ai.',
        '- **Mép** bàn không bao giờ là thù địch: quân ở mép bàn không thể bị kẹp vào thành bàn.',
      ],
    },
    c3: {
      title: 'Bức tường khiên',
      body: [
        'Ở mép bàn có thể bắt cùng lúc cả một hàng quân. Điều này chỉ xảy ra dọc bốn cạnh bàn.',
        'Khi quân của bạn dừng ở một ô mép bàn, hãy nhìn dọc mép bàn về cả hai phía. Một hàng từ hai quân địch trở lên, bắt đầu ngay cạnh quân của bạn, bị bắt khi:',
        '- ô ngay sau đầu xa của hàng là quân của bạn hoặc là một góc;',
        '- mỗi quân trong hàng đều có một quân của bạn đứng ngay phía trước, ở ô kế tiếp hướng vào giữa bàn.',
        'Quân vừa đi phải là quân chặn đầu hàng. Đi cho đủ hàng phía trước, hoặc đi chỗ khác khi thế trận đã có sẵn, thì không bắt được gì.',
        'Với bên phòng thủ, Vua có thể chặn đầu hàng hoặc đứng phía trước. Khi bên tấn công bắt một hàng có Vua, các quân phòng thủ trong hàng bị nhấc ra, còn Vua vẫn đứng nguyên chỗ.',
      ],
    },
    k1: {
      title: 'Bắt Vua',
      body: [
        'Để bắt Vua, bên tấn công phải chiếm **cả bốn** ô kề bên Vua.',
        'Nếu Vua đứng cạnh ngai trống, ngai được tính là phía thứ tư và ba quân tấn công là đủ. Khi Vua ngồi trên ngai thì cần bốn.',
        'Ô cuối cùng quanh Vua phải được lấp bằng chính nước đi của bên tấn công. Vua ở ô mép bàn thì hoàn toàn không thể bị bắt.',
      ],
    },
    w1: {
      title: 'Chạy vào góc',
      body: [
        'Vua đặt chân lên một góc là ván cờ kết thúc: bên phòng thủ thắng.',
        'Tới một ô mép bàn thường thì tự nó chưa thắng, nhưng có thể là khởi đầu của một pháo đài thoát hiểm (W2).',
      ],
    },
    w2: {
      title: 'Pháo đài thoát hiểm',
      body: [
        'Bên phòng thủ cũng thắng, sau một nước đi của mình, khi Vua ở mép bàn trong một pháo đài mà bên tấn công không bao giờ phá được:',
        '- Vua ở một ô mép bàn (không phải góc) và có ít nhất một ô trống bên cạnh, tức là Vua vẫn còn đi được;',
        '- ô của Vua và khoảng trống mà Vua đi tới được bên trong pháo đài đều không kề với quân tấn công nào;',
        '- mỗi quân phòng thủ trên tường đều được đỡ trên cả hai đường, hàng và cột: bởi mép bàn, bởi một quân tường khác hoặc bởi phần bên trong pháo đài, nên không quân tường nào có thể bị kẹp.',
        'Một cái túi có kẽ hở, một quân tường có thể bị bắt từ bên cạnh, hay một Vua không nhúc nhích được thì không phải pháo đài. Việc xét là tĩnh: chỉ nhìn bàn cờ, không bao giờ tính bên tấn công cần bao lâu.',
      ],
    },
    w3: {
      title: 'Vua bị bắt',
      body: [
        'Bên tấn công thắng ngay khi bắt được Vua theo K1. Trong sơ đồ, Vua đứng cạnh ngai trống nên ba quân tấn công là đủ.',
      ],
    },
    w4: {
      title: 'Vây kín',
      body: [
        'Bên tấn công cũng thắng, sau một nước đi của mình, khi Vua cùng **toàn bộ** số quân phòng thủ còn lại bị giam trong một vòng quân tấn công không lối ra: xuất phát từ Vua, chỉ đi qua ô trống và quân phòng thủ, không tới được ô mép bàn nào, và không còn quân phòng thủ nào ở ngoài.',
        'Chỉ cần một quân phòng thủ ở ngoài vòng, hoặc một kẽ hở một ô dẫn ra mép bàn, là không có vây kín.',
      ],
    },
    e1: {
      title: 'Hết nước đi',
      body: [
        'Bên nào đến lượt mà không còn nước đi hợp lệ nào thì thua ngay lập tức. Không được bỏ lượt.',
      ],
    },
    e2: {
      title: 'Lặp lại thế cờ',
      body: [
        'Hai thế cờ là một khi mọi ô và bên đến lượt đi đều giống nhau. Thế cờ lúc bắt đầu ván được tính là lần thứ nhất.',
        'Nước đi làm một thế cờ xuất hiện lần **thứ ba** là hợp lệ và được thực hiện đầy đủ, kể cả bắt quân. Sau đó **bên phòng thủ thua**, bất kể bên nào đi nước ấy.',
        'Một số văn bản luật Copenhagen mới hơn cấm bên phòng thủ đi nước như vậy. Chúng tôi **không** áp dụng điều khoản đó: nước đi vẫn có hiệu lực và bên phòng thủ thua.',
      ],
    },
    e3: {
      title: 'Hòa',
      body: [
        'Ván cờ chỉ hòa khi cả hai người chơi đồng ý. Không có hòa vì lực lượng, vì số nước, vì lâu không bắt quân hay vì bất cứ lý do nào khác.',
        'Máy không bao giờ đề nghị hòa và không bao giờ nhận hòa.',
      ],
    },
    order: {
      title: 'Thứ tự xét sau mỗi nước',
      body: [
        'Sau mỗi nước đi: trước hết là nước đi và mọi quân bị bắt (C1, C3); rồi đến các cách thắng của bên vừa đi (bên tấn công: bắt Vua, vây kín; bên phòng thủ: chạy vào góc, pháo đài thoát hiểm); rồi lặp lại thế cờ (E2); cuối cùng là xem bên đến lượt còn nước đi hợp lệ hay không (E1).',
      ],
    },
    guide: {
      title: 'Ván cờ đầu tiên',
      body: [
        'Hãy chọn bên trước, vì mỗi bên có mục tiêu riêng: bên phòng thủ muốn đưa Vua vào góc (hoặc vào pháo đài thoát hiểm), bên tấn công muốn bắt Vua hoặc nhốt Vua lại. Người mới thường bắt đầu với **bên phòng thủ**, vì mục tiêu của họ hiện rõ ngay từ nước đầu.',
        '- Muốn đi, hãy chạm hoặc bấm vào một quân của bạn; các ô nó tới được sẽ sáng lên. Sau đó chạm vào ô bạn chọn.',
        '- Nhìn cả bốn phía của ô bạn sắp tới. Quân vừa đặt xuống là quân bắt, và một lần đặt có thể ăn hai, ba quân.',
        '- Bên phòng thủ: đầu ván hãy dọn đường cho Vua thay vì vội chạy. Vua thắng khi có hai lối ra mà bên tấn công chỉ kịp đóng một.',
        '- Bên tấn công: trước hết hãy lấy đi các góc của Vua, rồi mới siết lại. Quân nào vội đuổi theo Vua thường để lại một lỗ hổng phía sau.',
        '- Coi chừng các góc và ngai trống: chúng có tác dụng như quân địch, nên quân đứng cạnh chúng chỉ cần một quân địch là bị bắt.',
        '- Một hàng quân ở mép bàn chỉ gặp nguy khi bị chặn từ phía trong và bị đóng ở cả hai đầu; hãy kiểm tra hai điều đó trước khi lo về bức tường khiên.',
      ],
    },
    strategy: {
      title: 'Chiến lược',
      body: [
        'Bên tấn công thắng nhờ kiên nhẫn và thế trận, bên phòng thủ thắng nhờ tốc độ và đe dọa kép.',
      ],
    },
    attack: {
      title: 'Cầm bên tấn công',
      body: [
        '- Đừng để quân tấn công nằm ở mép bàn nếu không có việc gì ở đó: một hàng quân của bạn dọc mép bàn, mà quân phòng thủ có thể chen tới trước mặt, có thể mất trọn một lúc vì bức tường khiên.',
        '- Bịt các góc từ sớm. Ba quân tấn công ở a3, b2 và c1 đóng góc a1 vĩnh viễn: Vua không bao giờ vào được, và không quân nào trong ba quân đó có thể bị bắt (thế này dùng được ở mọi góc).',
        '- Trước khi đi một quân tấn công, hãy tự hỏi nó đang chặn cái gì. Rút một quân canh có thể mở ra một đường thẳng tới góc.',
        '- Săn những quân phòng thủ đứng cạnh góc hoặc ngai trống: ở đó một quân tấn công là đủ để bắt.',
        '- Nếu bên phòng thủ chỉ còn cách đi qua đi lại, cứ để họ đi: lần thứ ba thế cờ xuất hiện sẽ kết thúc ván cờ với phần thắng cho bạn.',
        '- Khi Vua đã bị vây chặt, hãy nghĩ tới vây kín trước khi nghĩ tới bắt Vua: giữ mọi quân phòng thủ ở bên trong vòng rồi bịt kẽ hở cuối cùng.',
      ],
    },
    defence: {
      title: 'Cầm bên phòng thủ',
      body: [
        '- Sớm gỡ hình chữ thập. Vua bị chính đội cận vệ của mình bao quanh thì chẳng đe dọa được gì; hãy đưa quân phòng thủ ra để các đường quanh Vua thông thoáng.',
        '- Chơi thế chĩa đôi: đặt Vua vào ô mà từ đó Vua đe dọa hai góc cùng lúc. Một nước đi không thể đóng cả hai con đường.',
        '- Đừng ngại đổi quân ngang nhau. Bên tấn công cần rất nhiều quân để giữ vòng vây kín, nên mỗi quân họ mất lại để hở một chỗ nào đó.',
        '- Vua là quân mạnh nhất của bạn: Vua tham gia bắt quân, và ở mép bàn thì không thể bị bắt (dù vẫn có thể bị nhốt).',
        '- Khi các góc đã bị bịt, mép bàn là mục tiêu tiếp theo: vài quân phòng thủ đặt đúng chỗ có thể dựng ở đó một pháo đài thoát hiểm cho Vua.',
        '- Đếm số lần lặp. Nếu những nước an toàn duy nhất của bạn cứ đưa thế cờ cũ quay lại, lần thứ ba sẽ thua.',
      ],
    },
    special: {
      title: 'Các luật đặc biệt',
      body: [
        'Ba luật sau quyết định nhiều ván giữa những người chơi có kinh nghiệm, và cũng là chỗ các phiên bản luật khác nhau nhiều nhất.',
      ],
    },
    repetition: {
      title: 'Lặp lại thế cờ: bên phòng thủ thua',
      body: [
        'Bên phòng thủ thường có thể cho Vua đi đi lại lại mãi giữa hai ô an toàn; bên tấn công cũng vậy. Để chấm dứt điều đó, lần thứ ba một thế cờ xuất hiện thì bên phòng thủ thua, dù ai đi nước ấy (E2). Nước đi không bị cấm: nó được đi, quân bị bắt vẫn bị bắt, rồi ván cờ kết thúc. Khi cầm bên phòng thủ, hãy đếm số lần lặp của mình.',
      ],
    },
    fort: {
      title: 'Pháo đài thoát hiểm',
      body: [
        'Pháo đài thoát hiểm là Vua ở mép bàn trong một cái túi mà bên tấn công không bao giờ mở được: Vua vẫn đi lại được bên trong, không quân tấn công nào chạm tới bên trong, và mỗi quân tường được đỡ trên cả hai đường nên không bao giờ bị bắt. Việc xét chỉ nhìn bàn cờ như hiện tại (W2), không bao giờ tính cuộc vây hãm sẽ kéo dài bao lâu.',
      ],
    },
    draws: {
      title: 'Chỉ hòa khi thỏa thuận',
      body: [
        'Không có gì tự động kết thúc ván cờ bằng một ván hòa. Hai người chơi trên cùng một màn hình có thể thỏa thuận hòa: một người đề nghị, người kia chấp nhận (E3). Đấu với máy thì không có hòa: máy không bao giờ đề nghị và không bao giờ nhận hòa.',
      ],
    },
    mistakes: {
      title: 'Những lỗi thường gặp',
      body: [
        '- **Đỗ quân trên ô hạn chế.** Quân thường được đi xuyên qua ngai trống nhưng không được dừng trên ngai hay ở góc: năm ô ấy là của Vua.',
        '- **Ép quân vào thành bàn.** Mép bàn không phải là gọng kẹp. Quân ở mép bàn chỉ bị bắt bởi một cặp quân địch thật sự, bởi góc hoặc bởi bức tường khiên.',
        '- **Coi Vua như lính thường.** Hai quân tấn công không bắt được Vua. Cần bốn (ba khi cạnh ngai trống), ở mép bàn thì không bắt được, và khi bức tường khiên nhấc các quân bên cạnh đi thì Vua vẫn ở lại trên bàn.',
        '- **Đóng nhầm đầu hàng.** Bức tường khiên bị bắt bởi quân đặt vào đầu hàng. Đặt nốt quân cuối cùng của hàng phía trước thì không bắt được gì.',
        '- **Quên rằng Vua cũng bắt quân.** Vua khép thế kẹp cho bên phòng thủ: một quân tấn công đứng cạnh Vua có thể bị bắt chỉ bằng một quân phòng thủ.',
        '- **Để quân phòng thủ cạnh ngai trống.** Khi Vua đã rời ngai, ngai đứng về phía bên tấn công: chỉ cần một quân tấn công ở phía bên kia.',
        '- **Vội tuyên bố pháo đài.** Pháo đài cần một Vua còn đi được, phần bên trong không chạm quân tấn công nào và một bức tường không chỗ nào bị kẹp được; chỉ một quân lỏng là hỏng cả.',
        '- **Vội tuyên bố vây kín.** Vòng vây phải chứa mọi quân phòng thủ, và bất kỳ kẽ hở nào ra mép bàn cũng phá vỡ nó.',
      ],
    },
    classic: {
      title: 'Bộ luật cổ điển thay đổi những gì',
      body: [
        'Trò chơi còn có bộ luật thứ hai, đơn giản hơn, thường gặp trong các phiên bản cờ Viking trên máy tính. Bộ luật này giữ bàn cờ, cách bày quân, cách đi, bắt quân bằng cách kẹp (Vua được tham gia kẹp), bắt Vua (K1), chạy vào góc (W1) và “hết nước đi thì thua” (E1), còn lại thì thay đổi:',
        '- ngai trống **chặn** mọi quân trừ Vua: quân thường không được đi xuyên qua;',
        '- ngai trống thù địch với **cả hai** bên (nhưng không thù địch với bên phòng thủ khi Vua đang ngồi trên đó);',
        '- không có bức tường khiên, pháo đài thoát hiểm hay vây kín;',
        '- nước đi làm thế cờ xuất hiện lần thứ ba thì bên **đi** nước đó thua;',
        '- hoàn toàn không có hòa, kể cả hòa do thỏa thuận.',
      ],
    },
  },
  figures: {
    setup: {
      alt: 'Thế cờ ban đầu: 24 quân tấn công chia bốn nhóm ở giữa các cạnh, 12 quân phòng thủ xếp hình chữ thập quanh Vua trên ngai.',
      caption: 'Thế cờ ban đầu. Bên tấn công đi nước đầu tiên.',
    },
    m1: {
      alt: 'Quân phòng thủ ở d4 có thể đi tới c4, e4, f4, d5, d6 và d3; các quân ở b4, d7, d2 và g4 chặn nó lại.',
      caption: 'Quân phòng thủ ở d4 đi như Xe và dừng trước bất kỳ quân nào.',
    },
    m2: {
      alt: 'Quân tấn công ở f9 có thể đi xuống theo cột f tới f8, f7, f5, f4 và f3, đi xuyên qua ngai trống ở f6 nhưng không dừng trên đó.',
      caption: 'Quân tấn công đi xuyên qua ngai trống nhưng không được dừng trên đó.',
    },
    c1: {
      alt: 'Quân tấn công đi từ e2 tới e5 và bắt quân phòng thủ ở d5 nhờ quân tấn công ở c5, cùng quân phòng thủ ở e6 nhờ quân tấn công ở e7.',
      caption: 'Một nước, hai quân bị bắt: e2-e5 bắt d5 và e6.',
    },
    c1safe: {
      alt: 'Quân phòng thủ đi từ e8 tới e5, vào giữa hai quân tấn công ở d5 và f5, và không bị bắt.',
      caption: 'Quân phòng thủ tự đứng vào giữa hai quân tấn công và vẫn ở lại trên bàn.',
    },
    c2throne: {
      alt: 'Quân tấn công đi từ d8 tới f8 và bắt quân phòng thủ ở f7, bị kẹp vào ngai trống ở f6.',
      caption: 'Ngai trống thù địch với bên phòng thủ: d8-f8 bắt f7.',
    },
    c2corner: {
      alt: 'Quân phòng thủ đi từ e9 tới a9 và bắt quân tấn công ở a10, bị kẹp vào góc trống a11.',
      caption: 'Góc thù địch với cả hai bên: e9-a9 bắt a10.',
    },
    c3: {
      alt: 'Các quân phòng thủ ở c1, d1 và e1 có quân tấn công đứng trước ở c2, d2, e2 và một quân tấn công ở b1; quân tấn công đi từ f4 tới f1 và bắt cả ba.',
      caption: 'Bức tường khiên: f4-f1 chặn đầu hàng và bắt c1, d1, e1.',
    },
    k1: {
      alt: 'Vua ở g8 có quân tấn công ở f8, h8 và g9; quân tấn công đi từ g4 tới g7 và bắt Vua.',
      caption: 'Bốn phía đã kín: g4-g7 bắt Vua.',
    },
    w1: {
      alt: 'Vua đi từ k4 dọc mép bàn vào góc k1 và bên phòng thủ thắng.',
      caption: 'Vua tới góc: bên phòng thủ thắng.',
    },
    w2: {
      alt: 'Vua ở f1, quân phòng thủ ở e1, g1, e2, g2 và f3; một quân phòng thủ đi từ e5 tới e3 để đỡ f3, và cái túi f1–f2 của Vua thành một pháo đài khép kín.',
      caption: 'Pháo đài thoát hiểm: e5-e3 làm mọi quân tường đều an toàn; bên phòng thủ thắng.',
    },
    w3: {
      alt: 'Vua ở f7 cạnh ngai trống, có quân tấn công ở e7 và g7; quân tấn công đi từ f9 tới f8 và bắt Vua.',
      caption: 'Cạnh ngai trống, ba quân tấn công là đủ.',
    },
    w4: {
      alt: 'Mười quân tấn công tạo thành vòng khép kín quanh Vua trên ngai và hai quân phòng thủ; quân tấn công cuối cùng đi từ j9 tới f9 và khép vòng.',
      caption: 'Vây kín: j9-f9 khép vòng; bên tấn công thắng.',
    },
    e1: {
      alt: 'Vua ở a6 chỉ còn một mình, có quân tấn công ở a5 và a7; quân tấn công đi từ e6 tới b6 và Vua hết đường đi.',
      caption: 'Bên phòng thủ hết nước đi: họ thua.',
    },
    e2: {
      alt: 'Vua đi qua đi lại giữa j7 và j8 trong khi một quân tấn công đi qua đi lại giữa h9 và h10; lần thứ hai thế cờ quay lại chính là lần xuất hiện thứ ba.',
      caption: 'Sau hai lượt j7-j8, h9-h10, j8-j7, h10-h9, thế cờ xuất hiện lần thứ ba: bên phòng thủ thua.',
    },
    e3: {
      alt: 'Một thế cờ yên tĩnh giữa ván: Vua trên ngai với bốn quân phòng thủ, mười hai quân tấn công rải xung quanh.',
      caption: 'Dù thế cờ yên tĩnh đến đâu, ván cờ vẫn tiếp tục cho tới khi có người thắng hoặc cả hai đồng ý hòa.',
    },
    classic: {
      alt: 'Theo bộ luật cổ điển, quân tấn công ở f9 chỉ đi được tới f8 và f7: ngai trống ở f6 chặn nó lại.',
      caption: 'Bộ luật cổ điển: ngai trống chặn quân thường.',
    },
  },
};
